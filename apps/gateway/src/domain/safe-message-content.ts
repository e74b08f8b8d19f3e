import type { SafeMessageContent, TypedDataInput } from '@concord/gateway-schema'
import type { TypedDataDefinition } from 'viem'

/** A message as stored and served: the text, or typed data whose primaryType is now explicit. */
export type StoredMessageContent = SafeMessageContent

/**
 * Checks typed data has exactly one root type (a type no other type references, EIP712Domain aside), as ethers'
 * TypedDataEncoder and so Safe{Wallet} require, and that a given primaryType is that root. Returns the typed data with
 * primaryType filled in, or the text why it is refused.
 */
export function typedDataContent(
  data: TypedDataInput,
): { ok: true; content: StoredMessageContent } | { ok: false; reason: string } {
  const names = Object.keys(data.types).filter((name) => name !== 'EIP712Domain')
  if (names.length === 0) return { ok: false, reason: 'Invalid typed data: types has no struct besides EIP712Domain' }
  const referenced = new Set<string>()
  for (const name of names) {
    for (const field of data.types[name] ?? []) referenced.add(field.type.replace(/(\[\d*\])+$/, ''))
  }
  const roots = names.filter((name) => !referenced.has(name))
  if (roots.length !== 1) {
    return {
      ok: false,
      reason: `Invalid typed data: no unique primaryType (root types: ${roots.join(', ') || 'none'}); remove unused types or cycles`,
    }
  }
  const root = roots[0] as string
  if (data.primaryType !== undefined && data.primaryType !== root) {
    return { ok: false, reason: `Invalid typed data: primaryType ${data.primaryType} is not the root type ${root}` }
  }
  return { ok: true, content: { ...data, primaryType: root } }
}

/** The content in the form @concord/protocol hashes (viem's TypedDataDefinition for typed data). */
export function toProtocolContent(content: StoredMessageContent): string | TypedDataDefinition {
  if (typeof content === 'string') return content
  const { chainId } = content.domain
  // JSON carries a big chainId as a decimal string; EIP-712 encodes it as uint256 either way.
  const domain = chainId === undefined ? content.domain : { ...content.domain, chainId: BigInt(chainId) }
  return { ...content, domain } as unknown as TypedDataDefinition
}
