import type { SafeBalanceResponse } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Filters of getBalances. */
export type GetBalancesQuery = {
  trusted?: boolean | undefined
  exclude_spam?: boolean | undefined
}

/** What getBalances resolves to. */
export type GetBalancesReturnType = SafeBalanceResponse

/** Get a Safe's tokens and their value in a fiat currency (default usd). */
export function getBalances(
  transport: Transport,
  chainId: string,
  address: string,
  currency = 'usd',
  query: GetBalancesQuery = {},
  options?: RequestOptions,
): Promise<GetBalancesReturnType> {
  return request(transport, {
    method: 'GET',
    path: path`/v1/chains/${chainId}/safes/${address}/balances/${currency}`,
    query,
    options,
  })
}
