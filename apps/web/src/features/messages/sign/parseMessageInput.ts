import { hashTypedData, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { type MessageContent, protocolContent } from '../shared/messageHashes'

/** How the user gives the message: EIP-191 text, or EIP-712 typed data pasted as JSON. */
export type MessageInputKind = 'text' | 'typed'

/** A message ready to sign, or why not, in words. `blind` marks a bare 32-byte hash (nothing readable to check). */
export type ParsedMessage = { ok: true; content: MessageContent; blind: boolean } | { ok: false; error: string }

const BARE_HASH = /^0x[0-9a-fA-F]{64}$/

const Field = z.object({ name: z.string().min(1), type: z.string().min(1) })
// Pasted JSON is untrusted: only the shape EIP-712 needs is accepted; the gateway applies its size limits again.
const TypedDataJson = z.object({
  domain: z.object({
    name: z.string().optional(),
    version: z.string().optional(),
    chainId: z.union([z.number().int().min(0), z.string().regex(/^\d{1,78}$/)]).optional(),
    verifyingContract: z.string().optional(),
    salt: z.string().optional(),
  }),
  types: z.record(z.string(), z.array(Field)),
  message: z.record(z.string(), z.unknown()),
  primaryType: z.string().optional(),
})

/** Whether a text is only a 32-byte hash: signing it is blind (nobody can read what it stands for). */
export function isBareHash(text: string): boolean {
  return BARE_HASH.test(text.trim())
}

/** The one struct type no other type uses (EIP712Domain aside), as EIP-712 encoders infer primaryType; or null. */
export function rootType(types: Record<string, readonly { type: string }[]>): string | null {
  const names = Object.keys(types).filter((name) => name !== 'EIP712Domain')
  const used = new Set(names.flatMap((name) => (types[name] ?? []).map((f) => f.type.replace(/(\[\d*\])+$/, ''))))
  const roots = names.filter((name) => !used.has(name))
  return roots.length === 1 ? (roots[0] ?? null) : null
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    return { ok: false, error: `This is not JSON (${why}). Paste the typed data as a JSON object.` }
  }
}

function parseTypedData(text: string): ParsedMessage {
  const json = parseJson(text)
  if (!json.ok) return json
  const shape = TypedDataJson.safeParse(json.value)
  if (!shape.success) {
    const issue = shape.error.issues[0]
    const where = issue?.path.join('.') || 'the object'
    return {
      ok: false,
      error: `Not EIP-712 typed data: ${where}: ${issue?.message}. It needs domain, types and message.`,
    }
  }
  const primaryType = shape.data.primaryType ?? rootType(shape.data.types)
  if (!primaryType) {
    return { ok: false, error: 'The typed data has no primaryType and no single root type: add "primaryType".' }
  }
  if (!shape.data.types[primaryType]) {
    return { ok: false, error: `primaryType "${primaryType}" is not among the types: fix primaryType or types.` }
  }
  const content = { ...shape.data, primaryType } as MessageContent
  try {
    hashTypedData(protocolContent(content) as TypedDataDefinition)
  } catch (error) {
    const why = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    return { ok: false, error: `The typed data cannot be EIP-712 encoded (${why}); check types and message.` }
  }
  return { ok: true, content, blind: false }
}

/** Parses what the user typed or pasted into a message to sign, with a worded error when it cannot be signed. */
export function parseMessageInput(kind: MessageInputKind, input: string): ParsedMessage {
  if (input.trim() === '') {
    return { ok: false, error: kind === 'text' ? 'Type the message to sign.' : 'Paste the typed data (JSON) to sign.' }
  }
  if (kind === 'typed') return parseTypedData(input)
  return { ok: true, content: input, blind: isBareHash(input) }
}

/** Why a parsed message may not be signed now (a blind hash while blind signing is off), or null. */
export function blindRefusal(parsed: ParsedMessage, blindSigningEnabled: boolean): string | null {
  if (!parsed.ok || !parsed.blind || blindSigningEnabled) return null
  return 'This is a bare 32-byte hash: signing it is blind, since nobody can read what it approves. Refused; to sign such hashes anyway, enable "Blind signing" in Settings → Security.'
}
