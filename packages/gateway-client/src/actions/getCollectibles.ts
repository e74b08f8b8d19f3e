import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Query of getCollectibles: its schema's fields, each in its wire or parsed form. */
export type GetCollectiblesQuery = OperationQuery<'getCollectibles'>

/** What getCollectibles resolves to. */
export type GetCollectiblesReturnType = OperationResponse<'getCollectibles'>

/** Get every NFT a Safe holds in one list (the unpaged v1 form). */
export const getCollectibles = defineAction(function getCollectibles(
  transport: Transport,
  chainId: string,
  address: string,
  query: GetCollectiblesQuery = {},
  options?: RequestOptions,
): Promise<GetCollectiblesReturnType> {
  return callOperation(transport, 'getCollectibles', { params: { chainId, address }, query, options })
})
