import type { TypedDataDefinition } from 'viem'
import { z } from 'zod'

const TypedDataField = z.object({ name: z.string().min(1).max(200), type: z.string().min(1).max(200) })

/** EIP-712 typed data as a Safe message carries it (gateway-api.md §7): domain, types, message, primaryType. */
const TypedDataMessage = z.object({
  domain: z.object({
    name: z.string().optional(),
    version: z.string().optional(),
    chainId: z.union([z.number().int().min(0), z.string().regex(/^\d{1,78}$/)]).optional(),
    verifyingContract: z.string().optional(),
    salt: z.string().optional(),
  }),
  types: z.record(z.string().min(1).max(200), z.array(TypedDataField).max(200)),
  primaryType: z.string().min(1).max(200).optional(),
  message: z.record(z.string(), z.unknown()),
})

/** Body `message`: EIP-191 text or EIP-712 typed data (checked further by typedDataContent). */
export const SafeMessageBodyContent = z.union([z.string().min(1).max(100_000), TypedDataMessage])

/** A message as stored and served: the text, or typed data whose primaryType is now explicit. */
export type StoredMessageContent = string | (z.output<typeof TypedDataMessage> & { primaryType: string })

/**
 * Checks typed data has exactly one root type (a type no other type references, EIP712Domain aside), as ethers'
 * TypedDataEncoder and so Safe{Wallet} require, and that a given primaryType is that root. Returns the typed data with
 * primaryType filled in, or the text why it is refused.
 */
export function typedDataContent(
  data: z.output<typeof TypedDataMessage>,
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
