import type { TransactionSummary } from '@concord/gateway-client'
import { csvTransfers } from './csvTransfers'

const DAY_MS = 86_400_000
// A day's price stands for transfers of that day; past two days a gap in the provider's data is no price at all,
// rather than an older one passed off as the transfer's.
const MAX_AGE_MS = 2 * DAY_MS
// The gateway answers at most 366 days per call (CoinGecko's demo plan reaches back 365): longer exports ask in parts.
const PERIOD_MS = 365 * DAY_MS

/** One price per UTC day of each token (lower-case address; the native coin: the zero address), oldest first. */
export type DailyPrices = ReadonlyMap<string, readonly { timestamp: number; price: string }[]>

/**
 * The price of `token` at `timestamp` (ms): the price of the nearest day at or before it, when that is at most two
 * days before; else null (the CSV then says "today's price").
 */
export function priceAtTime(daily: DailyPrices, token: string, timestamp: number): number | null {
  const points = daily.get(token.toLowerCase()) ?? []
  // The last point not after the transfer: a binary search over the days, oldest first.
  let low = 0
  let high = points.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((points[middle]?.timestamp ?? Number.POSITIVE_INFINITY) <= timestamp) {
      found = middle
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  const point = points[found]
  if (point === undefined || timestamp - point.timestamp > MAX_AGE_MS) return null
  const price = Number(point.price)
  return Number.isFinite(price) && price > 0 ? price : null
}

/** The periods, each at most 365 days, that cover every one of `timestamps` (ms), oldest first; none for none. */
export function exportPeriods(timestamps: readonly number[]): { from: Date; to: Date }[] {
  if (timestamps.length === 0) return []
  // A loop, not Math.min(...): a long history would pass more arguments than a call may take.
  let first = Number.POSITIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  for (const timestamp of timestamps) {
    first = Math.min(first, timestamp)
    last = Math.max(last, timestamp)
  }
  const periods: { from: Date; to: Date }[] = []
  for (let from = first; from <= last; from += PERIOD_MS + 1) {
    periods.push({ from: new Date(from), to: new Date(Math.min(last, from + PERIOD_MS)) })
  }
  return periods
}

/** The fungible tokens the exported transactions move (lower-case; the native coin: the zero address), once each. */
export function pricedTokens(
  txs: readonly TransactionSummary[],
  safe: string,
  native: { symbol: string; decimals: number },
): string[] {
  const tokens = new Set<string>()
  for (const tx of txs) {
    for (const row of csvTransfers(tx, safe, native)) {
      if (row.token && row.amount !== null && !row.tokenId) tokens.add(row.token.address.toLowerCase())
    }
  }
  return [...tokens]
}
