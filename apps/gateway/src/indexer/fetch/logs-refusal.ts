/**
 * Why a provider refused an eth_getLogs, read from its error: too many results (with the range it suggests, when it
 * names one: Infura's "Try with this block range [0x…, 0x…]", Alchemy's "this block range should work: [0x…, 0x…]"),
 * a block range over its limit (with the limit, when it names one: "range 20000 exceeds limit of 10000", "up to a
 * 2000 block range", "limited to a 10,000 range"), or an answer over viem's response size cap.
 */
export type LogsRefusal =
  | { kind: 'results'; fitsTo: number | null }
  | { kind: 'range'; limit: number | null }
  | { kind: 'size' }

const TOO_MANY = /more than [\d,]+ results|log response size exceeded|too many (results|logs)|logs? limit exceeded/i
const RANGE =
  /block range|limited to an? [\d,]+ range|range [\d,]+ exceeds|range (is )?too (large|wide|big)|exceeds? (the )?max(imum)? (block )?range/i
const RANGE_LIMIT =
  /(?:exceeds limit of |up to an? |limited to an? |max(?:imum)? (?:block )?range(?: of|:)? ?)([\d,]+)/i
const SUGGESTED = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i

/** The text of an error and of its causes (viem keeps the node's message in `details`). */
function textOf(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    if (!(e instanceof Error)) {
      parts.push(String(e))
      break
    }
    parts.push(e.name, e.message, String((e as { details?: unknown }).details ?? ''))
    e = e.cause
  }
  return parts.join(' ')
}

/** The refusal an eth_getLogs error stands for, or null when it is about something else. */
export function logsRefusal(error: unknown): LogsRefusal | null {
  const text = textOf(error)
  if (TOO_MANY.test(text)) {
    const suggested = SUGGESTED.exec(text)
    return { kind: 'results', fitsTo: suggested ? Number(BigInt(suggested[2] as string)) : null }
  }
  if (RANGE.test(text)) {
    const limit = RANGE_LIMIT.exec(text)
    return { kind: 'range', limit: limit ? Number((limit[1] as string).replaceAll(',', '')) : null }
  }
  if (/ResponseBodyTooLargeError|body exceeded the size limit|response (is )?too large/i.test(text))
    return { kind: 'size' }
  return null
}
