import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { IgnoredSdkQuery } from '../sdk-query.js'

/** Query of getTransactionHistory: its schema's fields, each in its wire or parsed form, and the Safe SDK fields the gateway ignores. */
export type GetTransactionHistoryQuery = OperationQuery<'getTransactionHistory'> & Pick<IgnoredSdkQuery, 'page_url'>

/** What getTransactionHistory resolves to. */
export type GetTransactionHistoryReturnType = OperationResponse<'getTransactionHistory'>

/** Get one page of a Safe's executed transactions with day labels, newest first; `pageUrl` turns pages. */
export const getTransactionHistory = defineAction(function getTransactionHistory(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetTransactionHistoryQuery = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetTransactionHistoryReturnType> {
  return callOperation(transport, 'getTransactionHistory', { params: { chainId, address }, query, pageUrl, options })
})
