import type { DelegatesRequest, OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getDelegates resolves to. */
export type GetDelegatesReturnType = OperationResponse<'getDelegates'>

/** Get one page of delegates matching the filters; `pageUrl` turns pages. */
export const getDelegates = defineAction(function getDelegates(
  transport: Transport,
  chainId: string,
  query: DelegatesRequest = {},
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetDelegatesReturnType> {
  return callOperation(transport, 'getDelegates', { params: { chainId }, query, pageUrl, options })
})
