import type { GatewayClient } from '@concord/gateway-client'
import { type DailyPrices, exportPeriods } from './pastPrices'

/**
 * The daily prices of `tokens` over the days of `timestamps` in `currency`, asked of the gateway one request per token
 * (and per year of history), only when its price source knows prices of the past. A request that fails leaves its
 * token's days unknown: the export goes on, and those rows say "today's price".
 */
export async function fetchPastPrices(
  client: Pick<GatewayClient, 'getTokenPrices'>,
  chainId: string,
  currency: string,
  exported: { tokens: readonly string[]; timestamps: readonly number[] },
): Promise<DailyPrices> {
  const daily = new Map<string, { timestamp: number; price: string }[]>()
  const periods = exportPeriods(exported.timestamps)
  if (exported.tokens.length === 0 || periods.length === 0) return daily
  // Without a period the gateway only says whether it has prices of the past: fixed prices have none.
  const probe = await client.getTokenPrices(chainId, { fiatCode: currency }).catch(() => null)
  if (!probe?.history) return daily
  const asks = exported.tokens.flatMap((token) => periods.map((period) => ({ token, period })))
  const answers = await Promise.allSettled(
    asks.map(({ token, period }) => client.getTokenPrices(chainId, { fiatCode: currency, tokens: [token], ...period })),
  )
  for (const [index, answer] of answers.entries()) {
    const token = asks[index]?.token
    const points = answer.status === 'fulfilled' ? answer.value.tokens[0]?.daily : null
    if (token === undefined || !points) continue
    daily.set(token, [...(daily.get(token) ?? []), ...points])
  }
  return daily
}
