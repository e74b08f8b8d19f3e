import type { ChainConfig, PriceApiConfig } from '../config/config-schema.js'
import type { PriceQuote, PriceSource } from '../config/price-source.js'
import { createCoinGeckoPriceHistory } from './coingecko-price-history.js'
import { type ApiPrice, fetchCoinGeckoPrices } from './fetch-coingecko-prices.js'

// Keys asked within this window go out in one request (a balances page asks for each of its tokens at once).
const BATCH_WINDOW_MS = 5

type Batch = { keys: Set<string>; answer: Promise<Map<string, ApiPrice>> }

/**
 * Prices from a CoinGecko-compatible API for chains with `coingecko` ids, batched per request burst and kept for
 * `cacheSeconds`; a pair the API does not price, a chain without ids, or a failed request go to `fallback`. A price
 * older than `maxAgeSeconds` is marked stale: `fallback`'s live price wins over it, else it is shown as stale, never
 * counted as live. Prices of the past come from the same API (createCoinGeckoPriceHistory).
 */
export function createCoinGeckoPriceSource(
  api: PriceApiConfig,
  chains: readonly ChainConfig[],
  fallback: PriceSource,
): PriceSource {
  const ids = new Map<string, ChainConfig['coingecko']>(chains.map((chain) => [chain.chainId, chain.coingecko]))
  const kept = new Map<string, { at: number; price: Promise<ApiPrice | null> }>()
  const pending = new Map<string, Batch>()

  /** The batch `key` joins (per route and fiat code), sent when its window closes. */
  const join = (what: { kind: 'coins' } | { kind: 'tokens'; platformId: string }, code: string, key: string) => {
    const name = `${what.kind === 'coins' ? 'coins' : what.platformId}:${code}`
    let batch = pending.get(name)
    if (batch === undefined) {
      const keys = new Set<string>()
      const answer = new Promise<void>((resolve) => setTimeout(resolve, BATCH_WINDOW_MS)).then(() => {
        pending.delete(name)
        return fetchCoinGeckoPrices(api, what, [...keys], code)
      })
      batch = { keys, answer }
      pending.set(name, batch)
    }
    batch.keys.add(key)
    return batch.answer.then((prices) => prices.get(key) ?? null)
  }

  const ask = async (
    what: { kind: 'coins' } | { kind: 'tokens'; platformId: string },
    key: string,
    code: string,
  ): Promise<PriceQuote | null> => {
    const cacheKey = `${what.kind === 'coins' ? 'coins' : what.platformId}:${code}:${key}`
    let entry = kept.get(cacheKey)
    if (entry === undefined || Date.now() - entry.at > api.cacheSeconds * 1000) {
      entry = { at: Date.now(), price: join(what, code, key) }
      kept.set(cacheKey, entry)
      // A failed request is not kept: the next read asks again.
      entry.price.catch(() => kept.delete(cacheKey))
    }
    const answer = await entry.price.catch(() => null)
    if (answer === null) return null
    const stale = Date.now() / 1000 - answer.updatedAt > api.maxAgeSeconds
    return { value: answer.price, updatedAt: answer.updatedAt || null, source: 'api', stale }
  }

  /** The API's quote when live; else the fallback's, when live; else the stale quote (or nothing). */
  const prefer = async (quote: PriceQuote | null, fallback: () => Promise<PriceQuote | null>) => {
    if (quote !== null && !quote.stale) return quote
    const other = await fallback()
    return other !== null && !other.stale ? other : (quote ?? other)
  }

  return {
    history: createCoinGeckoPriceHistory(api, chains),
    async nativePrice(chainId, fiatCode) {
      const chain = ids.get(chainId)
      const quote =
        chain === undefined ? null : await ask({ kind: 'coins' }, chain.nativeCoinId, fiatCode.toLowerCase())
      return prefer(quote, () => fallback.nativePrice(chainId, fiatCode))
    },
    async tokenPrice(chainId, tokenAddress, fiatCode) {
      const chain = ids.get(chainId)
      const what = chain === undefined ? null : ({ kind: 'tokens', platformId: chain.platformId } as const)
      const quote = what === null ? null : await ask(what, tokenAddress.toLowerCase(), fiatCode.toLowerCase())
      return prefer(quote, () => fallback.tokenPrice(chainId, tokenAddress, fiatCode))
    },
  }
}
