import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Query of getCollectiblesPage: its schema's fields, each in its wire or parsed form. */
export type GetCollectiblesPageQuery = OperationQuery<'getCollectiblesPage'>

/** What getCollectiblesPage resolves to. */
export type GetCollectiblesPageReturnType = OperationResponse<'getCollectiblesPage'>

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
