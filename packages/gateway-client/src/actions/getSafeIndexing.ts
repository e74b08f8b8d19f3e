import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getSafeIndexing resolves to. */
export type GetSafeIndexingReturnType = OperationResponse<'getSafeIndexing'>

/** Concord only: how much of a Safe's history the gateway has indexed (a tracked Safe's backfill, 0 to 1). */
export const getSafeIndexing = defineAction(function getSafeIndexing(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetSafeIndexingReturnType> {
  return callOperation(transport, 'getSafeIndexing', { params: { chainId, address }, options })
})
