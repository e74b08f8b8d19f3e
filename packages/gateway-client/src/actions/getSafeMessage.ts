import type { SafeMessage } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getSafeMessage resolves to: a message without the list item `type`. */
export type GetSafeMessageReturnType = SafeMessage

/** Get one off-chain message by its Safe message hash. */
export function getSafeMessage(
  transport: Transport,
  chainId: string,
  messageHash: string,
  options?: RequestOptions,
): Promise<GetSafeMessageReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/messages/${messageHash}`, options })
}
