import type { OperationQuery } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import type { ChainListResponse } from '../chainInfo.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'
import type { IgnoredSdkQuery } from '../sdk-query.js'

/** Query of getChainsConfig: its schema's fields, each in its wire or parsed form, and the Safe SDK fields the gateway ignores. */
export type GetChainsConfigQuery = OperationQuery<'getChainsConfig'> &
  Pick<IgnoredSdkQuery, 'ordering' | 'limit' | 'offset'>

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
