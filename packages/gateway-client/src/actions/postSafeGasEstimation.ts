import type { OperationResponse, SafeTransactionEstimationRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What postSafeGasEstimation resolves to. */
export type PostSafeGasEstimationReturnType = OperationResponse<'postSafeGasEstimation'>

/** Estimate safeTxGas and get the recommended nonce for a transaction about to be proposed. */
export const postSafeGasEstimation = defineAction(function postSafeGasEstimation(
  transport: Transport,
  chainId: string,
  address: string,
  body: SafeTransactionEstimationRequest,
  options?: RequestOptions,
): Promise<PostSafeGasEstimationReturnType> {
  return callOperation(transport, 'postSafeGasEstimation', { params: { chainId, address }, body, options })
})
