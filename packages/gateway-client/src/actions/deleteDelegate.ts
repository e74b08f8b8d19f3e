import type { DeleteDelegateRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

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
