import type { SafeAppsResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Filters of getSafeApps: the wallet's origin (for allowlisted apps) and an app URL. */
export type GetSafeAppsQuery = {
  clientUrl?: string | undefined
  /** The Safe SDK's spelling of clientUrl. */
  client_url?: string | undefined
  url?: string | undefined
}

/** What getSafeApps resolves to. */
export type GetSafeAppsReturnType = SafeAppsResponse

/** Get the Safe Apps listed for a chain. */
export const getSafeApps = defineAction(function getSafeApps(
  transport: Transport,
  chainId: string,
  query: GetSafeAppsQuery = {},
  options?: RequestOptions,
): Promise<GetSafeAppsReturnType> {
  return callOperation(transport, 'getSafeApps', { params: { chainId }, query, options })
})
