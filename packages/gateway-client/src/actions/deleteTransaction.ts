import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Delete a proposed, unexecuted transaction; `signature` is the proposer's signature of the deletion. */
export function deleteTransaction(
  transport: Transport,
  chainId: string,
  safeTxHash: string,
  signature: string,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'DELETE',
    path: path`/v1/chains/${chainId}/transactions/${safeTxHash}`,
    body: { signature },
    options,
  })
}
