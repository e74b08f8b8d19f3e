import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Delete a proposed, unexecuted transaction; `signature` is the proposer's signature of the deletion. */
export const deleteTransaction = defineAction(function deleteTransaction(
  transport: Transport,
  chainId: string,
  safeTxHash: string,
  signature: string,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'deleteTransaction', {
    params: { chainId, safeTxHash },
    body: { signature },
    options,
  })
})
