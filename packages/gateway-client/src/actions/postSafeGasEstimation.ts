import type { SafeTransactionEstimation, SafeTransactionEstimationRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What postSafeGasEstimation resolves to. */
export type PostSafeGasEstimationReturnType = SafeTransactionEstimation

/** Estimate safeTxGas and get the recommended nonce for a transaction about to be proposed. */
export function postSafeGasEstimation(
  transport: Transport,
  chainId: string,
  address: string,
  body: SafeTransactionEstimationRequest,
  options?: RequestOptions,
): Promise<PostSafeGasEstimationReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v2/chains/${chainId}/safes/${address}/multisig-transactions/estimations`,
    body,
    options,
  })
}
