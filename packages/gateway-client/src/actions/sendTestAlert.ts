import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What sendTestAlert resolves to. */
export type SendTestAlertReturnType = OperationResponse<'sendTestAlert'>

/**
 * Send a TEST alert to a subscription now (one attempt) and get the delivery's outcome.
 *
 * @example const { status } = await client.sendTestAlert('1', '0xSafe…', id)
 */
export const sendTestAlert = defineAction(function sendTestAlert(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<SendTestAlertReturnType> {
  return callOperation(transport, 'sendTestAlert', {
    params: { chainId, address: safe, id },
    credentials: 'include',
    options,
  })
})
