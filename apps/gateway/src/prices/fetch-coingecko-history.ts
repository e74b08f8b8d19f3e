import { z } from 'zod'
import type { PriceApiConfig } from '../config/config-schema.js'
import { pricesUnavailable } from '../errors.js'

/** A price of the past as the API gives it: when (ms since the epoch) and the price of one whole coin or token. */
export type ApiPricePoint = { timestamp: number; price: number }

/** What to ask the history of: a coin by its id, or a token by its asset platform and contract address. */
export type HistoryTarget = { kind: 'coin'; coinId: string } | { kind: 'token'; platformId: string; address: string }

// CoinGecko's market_chart/range answer: `{prices: [[ms, price], …], market_caps: …, total_volumes: …}`; only prices
// are read. A pair whose price is missing (null) is skipped.
const MarketChartAnswer = z.object({ prices: z.array(z.tuple([z.number(), z.number().nullable()])) })

/** The API path of `target`'s market chart over a range. */
function pathOf(target: HistoryTarget): string {
  return target.kind === 'coin'
    ? `/coins/${encodeURIComponent(target.coinId)}/market_chart/range`
    : `/coins/${encodeURIComponent(target.platformId)}/contract/${encodeURIComponent(target.address)}/market_chart/range`
}

/** The failure in words, by the API's status: over its rate limit, a refused key, or anything else. */
function refusal(status: number): Error {
  if (status === 429) {
    return pricesUnavailable('The price provider refuses requests over its rate limit (HTTP 429); retry in a minute.')
  }
  if (status === 401 || status === 403) {
    return pricesUnavailable(
      `The price provider refused the gateway's key for prices of the past (HTTP ${status}): its plan may not reach that far back; ask for a more recent period, or ask the operator.`,
    )
  }
  return pricesUnavailable(`The price provider failed (HTTP ${status}); retry later.`)
}

/**
 * Asks the price API (CoinGecko's `/coins/{id}/market_chart/range`, or `/coins/{platform}/contract/{address}/…` for a
 * token) for the prices of `target` in fiat `code` between `from` and `to` (ms). Null when the API does not know the
 * coin or token (404); a 503 GatewayError when it fails, times out or rate-limits.
 */
export async function fetchCoinGeckoHistory(
  api: PriceApiConfig,
  target: HistoryTarget,
  code: string,
  range: { from: number; to: number },
): Promise<ApiPricePoint[] | null> {
  const query = new URLSearchParams({
    vs_currency: code.toLowerCase(),
    from: String(Math.floor(range.from / 1000)),
    to: String(Math.ceil(range.to / 1000)),
  })
  let response: Response
  try {
    response = await fetch(`${api.url.replace(/\/+$/, '')}${pathOf(target)}?${query}`, {
      headers: { accept: 'application/json', [api.keyHeader]: api.apiKey },
      signal: AbortSignal.timeout(api.timeoutMs),
    })
  } catch (error) {
    const silent = error instanceof DOMException && error.name === 'TimeoutError'
    throw pricesUnavailable(
      silent
        ? `The price provider did not answer within ${api.timeoutMs} ms; retry later.`
        : 'The price provider is unreachable; retry later.',
      error,
    )
  }
  if (response.status === 404) return null
  if (!response.ok) throw refusal(response.status)
  const answer = MarketChartAnswer.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw pricesUnavailable('The price provider answered in an unexpected shape; retry later.')
  return answer.data.prices.flatMap(([timestamp, price]) =>
    price !== null && Number.isFinite(price) && price > 0 ? [{ timestamp, price }] : [],
  )
}
