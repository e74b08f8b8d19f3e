import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getTransactionDetails resolves to. */
export type GetTransactionDetailsReturnType = OperationResponse<'getTransactionDetails'>

/** Get everything about one transaction by its id (multisig_/module_/transfer_ …) or bare safeTxHash. */
export const getTransactionDetails = defineAction(function getTransactionDetails(
  transport: Transport,
  chainId: string,
  transactionId: string,
  options?: RequestOptions,
): Promise<GetTransactionDetailsReturnType> {
  return callOperation(transport, 'getTransactionDetails', { params: { chainId, transactionId }, options })
})
