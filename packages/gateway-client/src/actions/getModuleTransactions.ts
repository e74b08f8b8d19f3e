import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { IgnoredSdkQuery } from '../sdk-query.js'

/** Query of getModuleTransactions: its schema's fields, each in its wire or parsed form, and the Safe SDK fields the gateway ignores. */
export type GetModuleTransactionsQuery = OperationQuery<'getModuleTransactions'> & Pick<IgnoredSdkQuery, 'timezone'>

/** What getModuleTransactions resolves to. */
export type GetModuleTransactionsReturnType = OperationResponse<'getModuleTransactions'>

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
