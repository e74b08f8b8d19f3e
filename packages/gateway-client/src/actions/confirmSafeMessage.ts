import type { ConfirmSafeMessageRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Add an owner's signature to an off-chain message. */
export const confirmSafeMessage = defineAction(function confirmSafeMessage(
  transport: Transport,
  chainId: string,
  messageHash: string,
  body: ConfirmSafeMessageRequest,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'confirmSafeMessage', { params: { chainId, messageHash }, body, options })
})
