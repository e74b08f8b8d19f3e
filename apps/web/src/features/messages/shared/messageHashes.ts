import type { SafeMessage } from '@concord/gateway-client'
import { getSafeDomainSeparator, hashSafeMessage, hashSafeMessageContent } from '@concord/protocol'
import type { Address, Hex, TypedDataDefinition } from 'viem'

/** What a stored message says: EIP-191 text or EIP-712 typed data. */
export type MessageContent = SafeMessage['message']

/** The hashes of a Safe message recomputed in the browser, next to the gateway's messageHash. */
export type MessageHashCheck =
  | { kind: 'checked'; contentHash: Hex; domainHash: Hex; messageHash: Hex; gatewayHash: Hex; matches: boolean }
  | { kind: 'unverifiable'; reason: string }

/** Where a Safe message is signed: the chain, the Safe and its version (its EIP-712 domain). */
export type MessageDomain = { chainId: string; safe: Address; version: string | null }

/** The content as @concord/protocol hashes it: typed data's chainId (a number or a decimal string) as a bigint. */
export function protocolContent(content: MessageContent): string | TypedDataDefinition {
  if (typeof content === 'string') return content
  const { chainId } = content.domain
  const domain = chainId === undefined ? content.domain : { ...content.domain, chainId: BigInt(chainId) }
  return { ...content, domain } as unknown as TypedDataDefinition
}

/** The content hash, the Safe's domain hash and the SafeMessage hash of `content` for the Safe in `where`. */
export function safeMessageHashes(content: MessageContent, where: MessageDomain & { version: string }) {
  const domain = { chainId: BigInt(where.chainId), safeAddress: where.safe, version: where.version }
  const contentHash = hashSafeMessageContent(protocolContent(content))
  return {
    contentHash,
    domainHash: getSafeDomainSeparator(domain),
    messageHash: hashSafeMessage({ ...domain, message: { hash: contentHash } }),
  }
}

/**
 * Recomputes the message's hashes from its content (never from the gateway's hash), so a gateway that lies about
 * what owners sign is caught before anyone signs.
 */
export function verifyMessageHashes(content: MessageContent, gatewayHash: Hex, where: MessageDomain): MessageHashCheck {
  if (!where.version)
    return { kind: 'unverifiable', reason: 'The Safe version is unknown, so its EIP-712 domain is too.' }
  try {
    const hashes = safeMessageHashes(content, { ...where, version: where.version })
    return {
      kind: 'checked',
      ...hashes,
      gatewayHash,
      matches: hashes.messageHash.toLowerCase() === gatewayHash.toLowerCase(),
    }
  } catch (error) {
    return { kind: 'unverifiable', reason: error instanceof Error ? error.message : 'The message cannot be hashed.' }
  }
}
