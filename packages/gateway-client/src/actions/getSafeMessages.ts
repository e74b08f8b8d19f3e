import type { SafeMessageListPage } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getSafeMessages resolves to. */
export type GetSafeMessagesReturnType = SafeMessageListPage

/** Get one page of a Safe's off-chain messages with day labels; `pageUrl` turns pages. */
export function getSafeMessages(
  transport: Transport,
  chainId: string,
  address: string,
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetSafeMessagesReturnType> {
  return request(transport, {
    method: 'GET',
    path: path`/v1/chains/${chainId}/safes/${address}/messages`,
    pageUrl,
    options,
  })
}
