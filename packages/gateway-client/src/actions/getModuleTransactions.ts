import type { SafeModuleTransactionsResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Filters of getModuleTransactions (Safe gateway query names). */
export type GetModuleTransactionsQuery = {
  module?: string | undefined
  to?: string | undefined
  transaction_hash?: string | undefined
  timezone?: string | undefined
  cursor?: string | undefined
}

/** What getModuleTransactions resolves to. */
export type GetModuleTransactionsReturnType = SafeModuleTransactionsResponse

/** Get a filterable page of transactions executed by a Safe's modules; `pageUrl` turns pages. */
export const getModuleTransactions = defineAction(function getModuleTransactions(
  transport: Transport,
  chainId: string,
  address: string,
  query?: GetModuleTransactionsQuery,
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetModuleTransactionsReturnType> {
  return callOperation(transport, 'getModuleTransactions', { params: { chainId, address }, query, pageUrl, options })
})
