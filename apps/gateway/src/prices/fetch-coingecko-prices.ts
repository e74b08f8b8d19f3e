import { z } from 'zod'
import type { PriceApiConfig } from '../config/config-schema.js'
import { plainDecimal } from './plain-decimal.js'

/** One price from the API: a decimal string, and when the API last updated it (seconds since the epoch). */
export type ApiPrice = { price: string; updatedAt: number }

// `{<coin id or lowercase address>: {<code>: number, last_updated_at?: number}}`, as CoinGecko's /simple routes answer.
const SimplePriceAnswer = z.record(z.string(), z.record(z.string(), z.number()))

/**
 * Asks the price API for `keys` (coin ids at `/simple/price`, or token addresses at `/simple/token_price/{platform}`)
 * in fiat `code`, in one request; the prices it answered, by lowercase key. Throws on a refused or malformed answer.
 */
export async function fetchCoinGeckoPrices(
  api: PriceApiConfig,
  what: { kind: 'coins' } | { kind: 'tokens'; platformId: string },
  keys: readonly string[],
  code: string,
): Promise<Map<string, ApiPrice>> {
  const query = new URLSearchParams({ vs_currencies: code.toLowerCase(), include_last_updated_at: 'true' })
  query.set(what.kind === 'coins' ? 'ids' : 'contract_addresses', keys.join(','))
  const path = what.kind === 'coins' ? '/simple/price' : `/simple/token_price/${encodeURIComponent(what.platformId)}`
  const response = await fetch(`${api.url.replace(/\/+$/, '')}${path}?${query}`, {
    headers: { accept: 'application/json', [api.keyHeader]: api.apiKey },
    signal: AbortSignal.timeout(api.timeoutMs),
  })
  if (!response.ok) throw new Error(`price API answered ${response.status}`)
  const answer = SimplePriceAnswer.parse(await response.json())
  const prices = new Map<string, ApiPrice>()
  for (const [key, entry] of Object.entries(answer)) {
    const value = entry[code.toLowerCase()]
    // A price must be positive and finite; the API's number is written out in plain decimals, never as 1e-7.
    if (value === undefined || !Number.isFinite(value) || value <= 0) continue
    prices.set(key.toLowerCase(), { price: plainDecimal(value), updatedAt: entry.last_updated_at ?? 0 })
  }
  return prices
}
