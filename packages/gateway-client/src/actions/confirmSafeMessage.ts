import type { ConfirmSafeMessageRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Add an owner's signature to an off-chain message. */
export function confirmSafeMessage(
  transport: Transport,
  chainId: string,
  messageHash: string,
  body: ConfirmSafeMessageRequest,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/messages/${messageHash}/signatures`,
    body,
    options,
  })
}
