import { path, type RequestOptions, request, type Transport } from '../request.js'

/** The deletion, signed by the delegator or the delegate. */
export type DeleteDelegateRequest = {
  delegator?: string | null | undefined
  safe?: string | null | undefined
  signature: string
}

/** Remove a delegate. */
export function deleteDelegate(
  transport: Transport,
  chainId: string,
  delegateAddress: string,
  body: DeleteDelegateRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'DELETE',
    path: path`/v2/chains/${chainId}/delegates/${delegateAddress}`,
    body,
    options,
  })
}
