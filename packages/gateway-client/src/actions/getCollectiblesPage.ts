import type { SafeCollectiblesPage } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { GetCollectiblesQuery } from './getCollectibles.js'

/** Filters of getCollectiblesPage. */
export type GetCollectiblesPageQuery = GetCollectiblesQuery & { cursor?: string | undefined }

/** What getCollectiblesPage resolves to. */
export type GetCollectiblesPageReturnType = SafeCollectiblesPage

/** Get one page of the NFTs a Safe holds (v2); `pageUrl` turns pages. */
export const getCollectiblesPage = defineAction(function getCollectiblesPage(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetCollectiblesPageQuery = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetCollectiblesPageReturnType> {
  return callOperation(transport, 'getCollectiblesPage', { params: { chainId, address }, query, pageUrl, options })
})
