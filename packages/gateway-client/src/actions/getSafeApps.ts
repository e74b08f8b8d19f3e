import type { OperationQuery, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Query of getSafeApps: its schema's fields, each in its wire or parsed form. */
export type GetSafeAppsQuery = OperationQuery<'getSafeApps'>

/** What getSafeApps resolves to. */
export type GetSafeAppsReturnType = OperationResponse<'getSafeApps'>

/** Get the Safe Apps listed for a chain. */
export const getSafeApps = defineAction(function getSafeApps(
  transport: Transport,
  chainId: string,
  query: GetSafeAppsQuery = {},
  options?: RequestOptions,
): Promise<GetSafeAppsReturnType> {
  return callOperation(transport, 'getSafeApps', { params: { chainId }, query, options })
})
