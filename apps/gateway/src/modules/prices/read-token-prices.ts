import type { TokenPrices } from '@concord/gateway-schema'
import type { PriceSource } from '../../config/price-source.js'
import { wholeDays } from '../../prices/daily-prices.js'
import { mapLimit } from '../../util/map-limit.js'

const ZERO = '0x0000000000000000000000000000000000000000'

// Requests to the price provider in flight at once for one call (each token's period is one request).
const PROVIDER_CONCURRENCY = 4

/** What `GET …/prices` asks, validated (TokenPricesQuery). */
export type TokenPricesRequest = {
  fiatCode: string
  tokens: readonly `0x${string}`[]
  period: { from: number; to: number } | null
}

/**
 * Today's price of each token (the same source as the balances: feeds, the price API, the config's fixed prices) and,
 * for a period, one price per UTC day where the chain's price source knows the past; else `daily` is null, "unknown".
 * A failing provider fails the call (503): a partial answer would read as "no price then" for the tokens it missed.
 */
export async function readTokenPrices(
  prices: PriceSource,
  chainId: string,
  request: TokenPricesRequest,
): Promise<TokenPrices> {
  const { fiatCode, tokens } = request
  const history = prices.history?.covers(chainId) === true ? prices.history : null
  const period = request.period === null ? null : wholeDays(request.period)
  const [current, daily] = await Promise.all([
    Promise.all(
      tokens.map((token) =>
        token.toLowerCase() === ZERO
          ? prices.nativePrice(chainId, fiatCode)
          : prices.tokenPrice(chainId, token, fiatCode),
      ),
    ),
    history === null || period === null
      ? tokens.map(() => null)
      : mapLimit(tokens, PROVIDER_CONCURRENCY, (token) => history.daily(chainId, token, fiatCode, period)),
  ])
  return {
    fiatCode: fiatCode.toUpperCase(),
    history: history !== null,
    from: period?.from ?? null,
    to: period?.to ?? null,
    tokens: tokens.map((address, index) => ({
      address,
      current: current[index] ?? null,
      daily: daily[index] ?? null,
    })),
  }
}
