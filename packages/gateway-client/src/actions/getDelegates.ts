import { path, type RequestOptions, request, type Transport } from '../request.js'
import type { DelegateResponse } from '../types/delegates.js'

/** Filters of getDelegates; the gateway wants at least one of safe, delegate, delegator, label. */
export type DelegatesRequest = {
  safe?: string | undefined
  delegate?: string | undefined
  delegator?: string | undefined
  label?: string | undefined
  cursor?: string | undefined
}

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
