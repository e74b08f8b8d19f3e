import type { SafeCollectiblesResponse } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Filters of getCollectibles and getCollectiblesPage. */
export type GetCollectiblesQuery = {
  trusted?: boolean | undefined
  exclude_spam?: boolean | undefined
}

/** What getCollectibles resolves to. */
export type GetCollectiblesReturnType = SafeCollectiblesResponse

/** Get every NFT a Safe holds in one list (the unpaged v1 form). */
export function getCollectibles(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetCollectiblesQuery = {},
  options?: RequestOptions,
): Promise<GetCollectiblesReturnType> {
  return request(transport, {
    method: 'GET',
    path: path`/v1/chains/${chainId}/safes/${address}/collectibles`,
    query,
    options,
  })
}
