import type { TransactionQueuePage } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Options of getTransactionQueue. */
export type GetTransactionQueueQuery = {
  trusted?: boolean | undefined
  timezone?: string | undefined
  cursor?: string | undefined
  /** Safe SDK compatibility: ignored by the gateway, pass the URL as `pageUrl`. */
  page_url?: string | undefined
}

/** What getTransactionQueue resolves to. */
export type GetTransactionQueueReturnType = TransactionQueuePage

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
