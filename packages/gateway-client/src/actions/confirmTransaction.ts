import type { ConfirmTransactionRequest as ConfirmTransactionBody, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** An owner's signature over the safeTxHash (the gateway also takes it as `signedSafeTxHash`; this client sends `signature`). */
export type ConfirmTransactionRequest = Required<Pick<ConfirmTransactionBody, 'signature'>>

/** What confirmTransaction resolves to. */
export type ConfirmTransactionReturnType = OperationResponse<'confirmTransaction'>

/** Add an owner's signature to a proposed transaction. */
export const confirmTransaction = defineAction(function confirmTransaction(
  transport: Transport,
  chainId: string,
  safeTxHash: string,
  body: ConfirmTransactionRequest,
  options?: RequestOptions,
): Promise<ConfirmTransactionReturnType> {
  return callOperation(transport, 'confirmTransaction', { params: { chainId, safeTxHash }, body, options })
})
