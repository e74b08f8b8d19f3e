import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { IgnoredSdkQuery } from '../sdk-query.js'

/** Query of getTransactionQueue: its schema's fields, each in its wire or parsed form, and the Safe SDK fields the gateway ignores. */
export type GetTransactionQueueQuery = OperationQuery<'getTransactionQueue'> &
  Pick<IgnoredSdkQuery, 'timezone' | 'page_url'>

/** What getTransactionQueue resolves to. */
export type GetTransactionQueueReturnType = OperationResponse<'getTransactionQueue'>

/** Get one page of a Safe's pending transactions with Next/Queued labels and conflicts; `pageUrl` turns pages. */
export const getTransactionQueue = defineAction(function getTransactionQueue(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetTransactionQueueQuery = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetTransactionQueueReturnType> {
  return callOperation(transport, 'getTransactionQueue', { params: { chainId, address }, query, pageUrl, options })
})
