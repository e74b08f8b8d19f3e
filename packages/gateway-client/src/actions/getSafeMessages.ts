import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getSafeMessages resolves to. */
export type GetSafeMessagesReturnType = OperationResponse<'getSafeMessages'>

/** Get one page of a Safe's off-chain messages with day labels; `pageUrl` turns pages. */
export const getSafeMessages = defineAction(function getSafeMessages(
  transport: Transport,
  chainId: string,
  address: string,
  pageUrl?: string,
  options?: RequestOptions,
): Promise<GetSafeMessagesReturnType> {
  return callOperation(transport, 'getSafeMessages', { params: { chainId, address }, pageUrl, options })
})
