import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Query of getTokenPrices: the fiat code, the tokens (the zero address: the native coin) and an optional period. */
export type GetTokenPricesQuery = {
  fiatCode: string
  tokens?: readonly string[] | undefined
  /** Both or neither: the period whose daily prices are wanted (at most MAX_PRICE_HISTORY_DAYS). */
  from?: Date | undefined
  to?: Date | undefined
}

/** What getTokenPrices resolves to. */
export type GetTokenPricesReturnType = OperationResponse<'getTokenPrices'>

/**
 * Concord only: today's price of each token in `fiatCode` and, for a period, one per UTC day where the chain's price
 * source knows the past (`history`); `daily` is null where it does not ("unknown").
 */
export const getTokenPrices = defineAction(function getTokenPrices(
  transport: Transport,
  chainId: string,
  query: GetTokenPricesQuery,
  options?: RequestOptions,
): Promise<GetTokenPricesReturnType> {
  const wire = {
    fiatCode: query.fiatCode,
    tokens: query.tokens === undefined || query.tokens.length === 0 ? undefined : query.tokens.join(','),
    from: query.from?.toISOString(),
    to: query.to?.toISOString(),
  }
  return callOperation(transport, 'getTokenPrices', { params: { chainId }, query: wire, options })
})
