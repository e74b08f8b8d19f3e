import type { PriceInfo } from '@concord/gateway-schema'
import type { ChainConfig } from './config-schema.js'

/** A price and where it came from (the balance wire's `priceInfo`): `stale` ones are shown, never counted. */
export type PriceQuote = PriceInfo

/** A price of the past: one whole coin or token in a fiat code at `timestamp` (ms, the first price of its UTC day). */
export type PastPrice = { timestamp: number; price: string }

/** Prices of the past, where a source has them (a market-data API; fixed prices and live feeds have none). */
export type PriceHistory = {
  /** Whether this source knows prices of the past on `chainId`. */
  covers(chainId: string): boolean
  /**
   * One price per UTC day of `token` (the zero address: the native coin) in `fiatCode` over the days from `from` to
   * `to` (ms), oldest first; null when the source does not price it. Throws a 503 GatewayError when the source fails.
   */
  daily(
    chainId: string,
    token: string,
    fiatCode: string,
    range: { from: number; to: number },
  ): Promise<PastPrice[] | null>
}

/** Where fiat prices come from; swap in a market-data source by implementing this. */
export type PriceSource = {
  /** Price of one whole native coin in `fiatCode`, or null when unknown. */
  nativePrice(chainId: string, fiatCode: string): Promise<PriceQuote | null>
  /** Price of one whole token in `fiatCode`, or null when unknown. */
  tokenPrice(chainId: string, tokenAddress: string, fiatCode: string): Promise<PriceQuote | null>
  /** Prices of the past, when the source has them; absent, every price of the past is unknown. */
  history?: PriceHistory
}

/** The quote's price when it may be counted as today's (not stale), else null. */
export function livePrice(quote: PriceQuote | null): string | null {
  return quote === null || quote.stale ? null : quote.value
}

const fixed = (value: string | undefined): PriceQuote | null =>
  value === undefined ? null : { value, updatedAt: null, source: 'fixed', stale: false }

/** The default price source: the fixed prices written in each chain's config (no history: they are today's only). */
export function createFixedPriceSource(chains: readonly ChainConfig[]): PriceSource {
  const byChain = new Map<string, ChainConfig['prices']>(chains.map((chain) => [chain.chainId, chain.prices]))
  return {
    async nativePrice(chainId, fiatCode) {
      return fixed(byChain.get(chainId)?.native[fiatCode.toUpperCase()])
    },
    async tokenPrice(chainId, tokenAddress, fiatCode) {
      const tokens = byChain.get(chainId)?.tokens ?? {}
      const entry = Object.entries(tokens).find(([address]) => address.toLowerCase() === tokenAddress.toLowerCase())
      return fixed(entry?.[1][fiatCode.toUpperCase()])
    },
  }
}
