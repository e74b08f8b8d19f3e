import type { SafeBalanceItem } from '@concord/gateway-client'
import { formatFiat } from '../../ui/formatAmounts'

/** How long ago, in the shortest words: "40 s", "3 min", "2 h", "5 d". */
export function formatAge(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return `${s} s`
  if (s < 3_600) return `${Math.floor(s / 60)} min`
  if (s < 86_400) return `${Math.floor(s / 3_600)} h`
  return `${Math.floor(s / 86_400)} d`
}

const SOURCES = { feed: 'price feed', api: 'market data', fixed: 'fixed price' } as const

/** What a balance row says under its price: the price's source and age, or that it is stale and not counted. */
export type PriceNote = { text: string; stale: boolean } | null

/**
 * The note for a balance's price at `nowSeconds`: "price feed · 3 min ago", "fixed price (set by the gateway's
 * operator)", or for a stale one "Last price $1.00 is 2 h old: not counted". Null without a price.
 */
export function priceNote(
  info: SafeBalanceItem['priceInfo'],
  currency: string,
  nowSeconds: number,
  locale?: string,
): PriceNote {
  if (info === null) return null
  if (info.source === 'fixed') return { text: "fixed price (set by the gateway's operator)", stale: false }
  const age = info.updatedAt === null ? null : formatAge(nowSeconds - info.updatedAt)
  if (info.stale) {
    const old = age === null ? 'out of date' : `${age} old`
    return { text: `Last price ${formatFiat(info.value, currency, locale)} is ${old}: not counted`, stale: true }
  }
  return { text: age === null ? SOURCES[info.source] : `${SOURCES[info.source]} · ${age} ago`, stale: false }
}
