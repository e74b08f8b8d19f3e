import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Query of getBalances: its schema's fields, each in its wire or parsed form. */
export type GetBalancesQuery = OperationQuery<'getBalances'>

/** What getBalances resolves to. */
export type GetBalancesReturnType = OperationResponse<'getBalances'>

/** Get a Safe's tokens and their value in a fiat currency (default usd). */
export const getBalances = defineAction(function getBalances(
  transport: Transport,
  chainId: string,
  address: string,
  currency: string = 'usd',
  query: GetBalancesQuery = {},
  options?: RequestOptions,
): Promise<GetBalancesReturnType> {
  return callOperation(transport, 'getBalances', { params: { chainId, address, fiatCode: currency }, query, options })
})
