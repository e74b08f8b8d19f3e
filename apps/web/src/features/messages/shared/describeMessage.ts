import type { MessageContent, MessageKind } from './messageHashes'
import { nestedTxEncoding } from './nestedTxEncoding'

/**
 * A message in one line for lists: its text (cut), "<primaryType> for <domain name>" for typed data, and for raw bytes
 * what they are (a nested Safe's transaction, or their length).
 */
export function describeMessage(content: MessageContent, max = 80, kind?: MessageKind): string {
  if (kind === 'RAW_BYTES' && typeof content === 'string') {
    if (nestedTxEncoding(content)) return "A nested Safe's transaction (its EIP-712 encoding, signed as raw bytes)"
    return `Raw bytes (${(content.length - 2) / 2} bytes)`
  }
  if (typeof content !== 'string') {
    const name = content.domain.name ? ` for ${content.domain.name}` : ''
    return `Typed data: ${content.primaryType}${name}`
  }
  const oneLine = content.replace(/\s+/g, ' ').trim()
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine
}

/** The status of a message in words. */
export function messageStatusText(status: 'NEEDS_CONFIRMATION' | 'CONFIRMED'): string {
  return status === 'CONFIRMED' ? 'Confirmed' : 'Needs confirmation'
}

/** The path of a message's details page. */
export function messageDetailsPath(shortName: string, safe: string, messageHash: string): string {
  return `/${shortName}:${safe}/transactions/msg?messageHash=${messageHash}`
}

/** Who asked for a message, from its `origin` (an app's `{"name","url"}` as the wallet stores it, or free text). */
export function originLabel(origin: string | null): string | null {
  if (!origin) return null
  try {
    const parsed: unknown = JSON.parse(origin)
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed && 'url' in parsed) {
      return `${String(parsed.name)} (${String(parsed.url)})`
    }
  } catch {
    // Not JSON: another client's free-text origin, shown as it is.
  }
  return origin
}
