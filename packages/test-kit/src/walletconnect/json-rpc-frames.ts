import { z } from 'zod'

/** A JSON-RPC id as it came in: a number, a string, or a number too big for a double kept as its digits. */
export type RpcId = number | string | BigId
/** An id of 16 or more digits: echoed back digit for digit (JSON.parse would round it; the SDK uses such ids). */
export type BigId = { digits: string }

/** A request or a response (the client acks each delivery with a response). */
export type Frame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; result?: unknown; error?: unknown }

/** An error object of JSON-RPC 2.0. */
export type RpcError = { code: number; message: string }

const BIG_ID_MARK = '\u0000big:'
// Large integer ids as values of an "id" key become marked strings before parsing, so no digit is lost.
const BIG_ID = /("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g

const idSchema = z.union([z.number(), z.string()])
const frameSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: idSchema, method: z.string().min(1), params: z.unknown().optional() }),
  z.object({ jsonrpc: z.literal('2.0'), id: idSchema, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: idSchema, error: z.unknown() }),
])

function restoreId(id: number | string): RpcId {
  return typeof id === 'string' && id.startsWith(BIG_ID_MARK) ? { digits: id.slice(BIG_ID_MARK.length) } : id
}

/** Parses one WebSocket text frame, or says in words why it is not a JSON-RPC 2.0 request or response. */
export function parseFrame(text: string): Frame | { invalid: RpcError } {
  let json: unknown
  try {
    // The mark is written escaped: a raw control character is not allowed inside a JSON string.
    json = JSON.parse(text.replace(BIG_ID, '$1"\\u0000big:$2"'))
  } catch {
    return { invalid: { code: -32700, message: 'Parse error: the frame is not JSON.' } }
  }
  const parsed = frameSchema.safeParse(json)
  if (!parsed.success) {
    return {
      invalid: {
        code: -32600,
        message:
          'Invalid request: send a JSON-RPC 2.0 object with jsonrpc "2.0", an id and a method (batches of frames are not taken).',
      },
    }
  }
  const frame = parsed.data
  if ('method' in frame) return { kind: 'request', id: restoreId(frame.id), method: frame.method, params: frame.params }
  return { kind: 'response', ...frame, id: restoreId(frame.id) }
}

/** Serializes a frame to send, writing a big id back as the bare number it was. */
export function stringifyFrame(frame: Record<string, unknown>): string {
  return JSON.stringify(frame, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && 'digits' in value
      ? `${BIG_ID_MARK}${(value as BigId).digits}`
      : value,
  ).replace(/"\\u0000big:(\d+)"/g, '$1')
}

/** The id as a map key (big ids and their digits compare equal). */
export function idKey(id: RpcId): string {
  return typeof id === 'object' ? id.digits : String(id)
}
