import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Delete a proposed, unexecuted transaction; `signature` is the proposer's signature of the deletion. */
export function deleteTransaction(
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
}
