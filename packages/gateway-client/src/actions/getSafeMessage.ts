import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getSafeMessage resolves to: a message without the list item `type`. */
export type GetSafeMessageReturnType = OperationResponse<'getSafeMessage'>

/** Get one off-chain message by its Safe message hash. */
export const getSafeMessage = defineAction(function getSafeMessage(
  transport: Transport,
  chainId: string,
  messageHash: string,
  options?: RequestOptions,
): Promise<GetSafeMessageReturnType> {
  return callOperation(transport, 'getSafeMessage', { params: { chainId, messageHash }, options })
})
