import type { AddDelegateRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Register a delegate that may propose transactions without being an owner. */
export function addDelegate(
  transport: Transport,
  chainId: string,
  body: AddDelegateRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, { method: 'POST', path: path`/v2/chains/${chainId}/delegates`, body, options })
}
