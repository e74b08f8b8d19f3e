import type { PastPrice } from '../config/price-source.js'
import type { ApiPricePoint } from './fetch-coingecko-history.js'
import { plainDecimal } from './plain-decimal.js'

/** One day in milliseconds: prices of the past are kept per UTC day. */
export const DAY_MS = 86_400_000

/** The UTC days from `from`'s to `to`'s, as [00:00 of the first, the last millisecond of the last]. */
export function wholeDays(range: { from: number; to: number }): { from: number; to: number } {
  return { from: Math.floor(range.from / DAY_MS) * DAY_MS, to: Math.floor(range.to / DAY_MS) * DAY_MS + DAY_MS - 1 }
}

/**
 * The first price of each UTC day within `range`, oldest first. CoinGecko answers hourly points for up to 90 days and
 * one at 00:00 UTC beyond: either way a day's price is its first, so an export reads the same prices whatever period
 * it asks.
 */
export function dailyPrices(points: readonly ApiPricePoint[], range: { from: number; to: number }): PastPrice[] {
  const byDay = new Map<number, ApiPricePoint>()
  for (const point of [...points].sort((a, b) => a.timestamp - b.timestamp)) {
    if (point.timestamp < range.from || point.timestamp > range.to) continue
    const day = Math.floor(point.timestamp / DAY_MS)
    if (!byDay.has(day)) byDay.set(day, point)
  }
  return [...byDay.values()].map((point) => ({ timestamp: point.timestamp, price: plainDecimal(point.price) }))
}
