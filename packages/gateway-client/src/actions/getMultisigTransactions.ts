import type { SafeMultisigTransactionsResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Filters of getMultisigTransactions (Safe gateway query names). */
export type GetMultisigTransactionsQuery = {
  execution_date__gte?: string | undefined
  execution_date__lte?: string | undefined
  to?: string | undefined
  value?: string | undefined
  nonce?: string | number | undefined
  executed?: string | boolean | undefined
  timezone?: string | undefined
  cursor?: string | undefined
}

/** What getMultisigTransactions resolves to. */
export type GetMultisigTransactionsReturnType = SafeMultisigTransactionsResponse

/** Get a filterable page of a Safe's multisig transactions; `pageUrl` turns pages. */
export const getMultisigTransactions = defineAction(function getMultisigTransactions(
  transport: Transport,
  chainId: string,
  address: string,
  query?: GetMultisigTransactionsQuery,
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetMultisigTransactionsReturnType> {
  return callOperation(transport, 'getMultisigTransactions', { params: { chainId, address }, query, pageUrl, options })
})
