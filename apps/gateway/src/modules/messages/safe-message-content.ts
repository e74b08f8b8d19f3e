import type { SafeMessageContent, SafeMessageKind, TypedDataInput } from '@concord/gateway-schema'
import type { TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { invalidInput } from '../../errors.js'

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

/** A proposed message's content as stored: the text, or typed data with its unique root as primaryType (else 422). */
function storedContent(message: string | TypedDataInput): StoredMessageContent {
  if (typeof message === 'string') return message
  const checked = typedDataContent(message)
  if (!checked.ok) throw invalidInput(checked.reason)
  return checked.content
}

// Whole bytes of 0x hex; the body's text limit already bounds the length.
const RawBytes = z.string().regex(/^0x(?:[0-9a-fA-F]{2})+$/)

/**
 * A proposed message's content and whether it is RAW_BYTES (hex signed unhashed), checked against the `kind` the body
 * names (absent: text or typed data as the Safe gateway takes them). A mismatch or bad hex is a 422 in words.
 */
export function proposedContent(
  message: string | TypedDataInput,
  kind: SafeMessageKind | undefined,
): { content: StoredMessageContent; rawBytes: boolean } {
  if (kind === 'RAW_BYTES') {
    const raw = RawBytes.safeParse(message)
    if (!raw.success) {
      throw invalidInput(
        'Invalid message: messageKind RAW_BYTES takes message as 0x-prefixed hex of whole bytes (e.g. 0x1901…); send text or typed data without messageKind',
      )
    }
    return { content: raw.data.toLowerCase(), rawBytes: true }
  }
  if (kind === 'TEXT' && typeof message !== 'string') {
    throw invalidInput('Invalid message: messageKind TEXT takes message as a string; typed data is TYPED_DATA')
  }
  if (kind === 'TYPED_DATA' && typeof message === 'string') {
    throw invalidInput('Invalid message: messageKind TYPED_DATA takes message as EIP-712 typed data, not a string')
  }
  return { content: storedContent(message), rawBytes: false }
}
