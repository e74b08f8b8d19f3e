import type { OperationResponse, ProposeTransactionRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What proposeTransaction resolves to. */
export type ProposeTransactionReturnType = OperationResponse<'proposeTransaction'>

/** Propose a new transaction for the other owners to sign and execute. */
export const proposeTransaction = defineAction(function proposeTransaction(
  transport: Transport,
  chainId: string,
  address: string,
  body: ProposeTransactionRequest,
  options?: RequestOptions,
): Promise<ProposeTransactionReturnType> {
  return callOperation(transport, 'proposeTransaction', { params: { chainId, address }, body, options })
})
