import { defineAction } from '../action.js'
import type { ChainListResponse } from '../chainInfo.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Paging of getChainsConfig. */
export type GetChainsConfigQuery = {
  ordering?: string | undefined
  limit?: number | undefined
  offset?: number | undefined
  cursor?: string | undefined
}

/** What getChainsConfig resolves to. */
export type GetChainsConfigReturnType = ChainListResponse

/** Get one page of the configs of every chain the gateway serves; `pageUrl` turns pages. */
export const getChainsConfig = defineAction(function getChainsConfig(
  transport: Transport,
  query?: GetChainsConfigQuery,
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetChainsConfigReturnType> {
  return callOperation(transport, 'getChainsConfig', { query, pageUrl, options })
})
