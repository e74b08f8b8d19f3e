import type { DelegateResponse, DelegatesRequest } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getDelegates resolves to. */
export type GetDelegatesReturnType = DelegateResponse

/** Get one page of delegates matching the filters; `pageUrl` turns pages. */
export function getDelegates(
  transport: Transport,
  chainId: string,
  query: DelegatesRequest = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetDelegatesReturnType> {
  return request(transport, { method: 'GET', path: path`/v2/chains/${chainId}/delegates`, query, pageUrl, options })
}
