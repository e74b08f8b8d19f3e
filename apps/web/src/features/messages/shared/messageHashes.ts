import type { SafeMessage } from '@concord/gateway-client'
import { getSafeDomainSeparator, hashSafeMessageContent, hashSafeMessageOverBytes } from '@concord/protocol'
import type { Address, Hex, TypedDataDefinition } from 'viem'

/** What a stored message says: EIP-191 text, EIP-712 typed data, or (kind RAW_BYTES) 0x hex of raw bytes. */
export type MessageContent = SafeMessage['message']

/** How a message is signed: TEXT and TYPED_DATA hashed to 32 bytes first, RAW_BYTES signed as the bytes are. */
export type MessageKind = SafeMessage['messageKind']

/**
 * The hashes of a Safe message recomputed in the browser, next to the gateway's messageHash. `contentHash` is what
 * SafeMessage's `bytes message` holds: the content's 32-byte hash, or for RAW_BYTES the raw bytes themselves.
 */
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

/**
 * The content hash (for RAW_BYTES: the bytes, unhashed), the Safe's domain hash and the SafeMessage hash of `content`
 * for the Safe in `where`.
 */
export function safeMessageHashes(
  content: MessageContent,
  where: MessageDomain & { version: string },
  kind: MessageKind = typeof content === 'string' ? 'TEXT' : 'TYPED_DATA',
) {
  const domain = { chainId: BigInt(where.chainId), safeAddress: where.safe, version: where.version }
  const contentHash =
    kind === 'RAW_BYTES' && typeof content === 'string'
      ? (content as Hex)
      : hashSafeMessageContent(protocolContent(content))
  return {
    contentHash,
    domainHash: getSafeDomainSeparator(domain),
    messageHash: hashSafeMessageOverBytes({ ...domain, data: contentHash }),
  }
}

/**
 * Recomputes the message's hashes from its content (never from the gateway's hash), so a gateway that lies about
 * what owners sign is caught before anyone signs.
 */
export function verifyMessageHashes(
  content: MessageContent,
  gatewayHash: Hex,
  where: MessageDomain,
  kind?: MessageKind,
): MessageHashCheck {
  if (!where.version)
    return { kind: 'unverifiable', reason: 'The Safe version is unknown, so its EIP-712 domain is too.' }
  try {
    const hashes = safeMessageHashes(content, { ...where, version: where.version }, kind)
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
