import { type EIP712TypedData, isObjectEIP712TypedData } from '@concord/apps-sdk'

/** What the user asks the Safe to sign. */
export type MessageInput = { kind: 'text'; text: string } | { kind: 'typed'; typedData: EIP712TypedData }

/** How the text box is read. */
export type MessageMode = MessageInput['kind']

/** Reads the text box: plain text as is, or EIP-712 JSON (the eth_signTypedData_v4 shape) parsed and checked. */
export function parseMessage(
  mode: MessageMode,
  raw: string,
): { ok: true; input: MessageInput } | { ok: false; error: string } {
  if (mode === 'text') {
    return raw === ''
      ? { ok: false, error: 'Type the message to sign.' }
      : { ok: true, input: { kind: 'text', text: raw } }
  }
  if (raw.trim() === '') return { ok: false, error: 'Paste EIP-712 typed data as JSON.' }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    return { ok: false, error: `This is not valid JSON (${error instanceof Error ? error.message : String(error)}).` }
  }
  if (!isObjectEIP712TypedData(parsed)) {
    return { ok: false, error: 'Typed data needs "domain", "types" and "message" objects.' }
  }
  return { ok: true, input: { kind: 'typed', typedData: parsed } }
}
