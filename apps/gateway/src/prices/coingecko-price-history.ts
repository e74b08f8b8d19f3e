import { LRUCache } from 'lru-cache'
import type { ChainConfig, PriceApiConfig } from '../config/config-schema.js'
import type { PastPrice, PriceHistory } from '../config/price-source.js'
import { DAY_MS, dailyPrices, wholeDays } from './daily-prices.js'
import { fetchCoinGeckoHistory, type HistoryTarget } from './fetch-coingecko-history.js'

const ZERO = '0x0000000000000000000000000000000000000000'

// Past days' prices do not change: kept 12 hours (CoinGecko's own cache of daily data); a period reaching today only
// `cacheSeconds`, as today's prices are. Bounded: one entry per token, fiat code and period asked.
const PAST_KEEP_MS = 12 * 60 * 60 * 1000
const MAX_ENTRIES = 2_000

/**
 * Prices of the past from a CoinGecko-compatible API (`/coins/{id}/market_chart/range`, and
 * `/coins/{platform}/contract/{address}/market_chart/range` for tokens) on chains with `coingecko` ids: one price per
 * UTC day, the period widened to whole days so that exports of nearby periods share answers, kept in memory. Concurrent
 * asks for the same period share one request; a failed one is not kept.
 */
export function createCoinGeckoPriceHistory(api: PriceApiConfig, chains: readonly ChainConfig[]): PriceHistory {
  const ids = new Map<string, ChainConfig['coingecko']>(chains.map((chain) => [chain.chainId, chain.coingecko]))
  const kept = new LRUCache<string, Promise<PastPrice[] | null>>({ max: MAX_ENTRIES })

  const targetOf = (chain: NonNullable<ChainConfig['coingecko']>, token: string): HistoryTarget =>
    token.toLowerCase() === ZERO
      ? { kind: 'coin', coinId: chain.nativeCoinId }
      : { kind: 'token', platformId: chain.platformId, address: token.toLowerCase() }

  return {
    covers: (chainId) => ids.get(chainId) !== undefined,
    daily(chainId, token, fiatCode, asked) {
      const chain = ids.get(chainId)
      if (chain === undefined) return Promise.resolve(null)
      const target = targetOf(chain, token)
      const code = fiatCode.toLowerCase()
      const range = wholeDays(asked)
      const key = [chainId, JSON.stringify(target), code, range.from, range.to].join(':')
      let entry = kept.get(key)
      if (entry === undefined) {
        entry = fetchCoinGeckoHistory(api, target, code, range).then((points) =>
          points === null ? null : dailyPrices(points, range),
        )
        const reachesToday = range.to >= Math.floor(Date.now() / DAY_MS) * DAY_MS
        kept.set(key, entry, { ttl: reachesToday ? api.cacheSeconds * 1000 : PAST_KEEP_MS })
        entry.catch(() => kept.delete(key))
      }
      return entry
    },
  }
}
