import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { IgnoredSdkQuery } from '../sdk-query.js'

/** Query of getMultisigTransactions: its schema's fields, each in its wire or parsed form, and the Safe SDK fields the gateway ignores. */
export type GetMultisigTransactionsQuery = OperationQuery<'getMultisigTransactions'> & Pick<IgnoredSdkQuery, 'timezone'>

/** What getMultisigTransactions resolves to. */
export type GetMultisigTransactionsReturnType = OperationResponse<'getMultisigTransactions'>

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
