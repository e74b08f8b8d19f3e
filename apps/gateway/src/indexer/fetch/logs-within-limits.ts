import { type LogsRefusal, logsRefusal } from './logs-refusal.js'
import type { ChainLog } from './raw-log.js'

/** The provider's eth_getLogs limits as configured, and the range the reader currently asks for. */
export type LogsLimits = {
  /** Blocks per request at most (lowered when the provider names a smaller limit). */
  maxBlockRange: number
  /** Blocks per request now: shrunk after a refusal for too many results, doubled back after each answer. */
  span: number
}

/** One eth_getLogs over [from, to] with fixed topics and addresses. */
export type LogsCall = (from: number, to: number) => Promise<ChainLog[]>

/** The last block of a narrower request after `refusal` of [from, to], or null when it cannot be narrowed. */
function narrowerEnd(refusal: LogsRefusal, from: number, to: number, limits: LogsLimits): number | null {
  if (to <= from) return null
  const half = from + Math.floor((to - from) / 2)
  if (refusal.kind === 'range' && refusal.limit !== null && refusal.limit < to - from + 1) {
    limits.maxBlockRange = Math.max(1, refusal.limit)
    return from + limits.maxBlockRange - 1
  }
  // A range refused without its limit named: what was asked is too wide, half of it is the new bound.
  if (refusal.kind === 'range') limits.maxBlockRange = half - from + 1
  if (refusal.kind === 'results' && refusal.fitsTo !== null && refusal.fitsTo >= from && refusal.fitsTo < to) {
    return refusal.fitsTo
  }
  return half
}

/**
 * Every log of [from, to] through requests the provider accepts: at most `maxBlockRange` blocks each, and a request
 * refused for its range, its result count or its size is asked again narrower (at the range the provider suggests,
 * else half) until it is answered; only a single block the provider will not serve fails.
 */
export async function logsWithinLimits(call: LogsCall, from: number, to: number, limits: LogsLimits) {
  const out: ChainLog[] = []
  let start = from
  let end = Math.min(to, start + Math.min(limits.span, limits.maxBlockRange) - 1)
  while (start <= to) {
    try {
      out.push(...(await call(start, end)))
    } catch (error) {
      const refusal = logsRefusal(error)
      const narrower = refusal === null ? null : narrowerEnd(refusal, start, end, limits)
      if (narrower === null) throw error
      limits.span = narrower - start + 1
      end = narrower
      continue
    }
    limits.span = Math.min(limits.maxBlockRange, limits.span * 2)
    start = end + 1
    end = Math.min(to, start + Math.min(limits.span, limits.maxBlockRange) - 1)
  }
  return out
}
