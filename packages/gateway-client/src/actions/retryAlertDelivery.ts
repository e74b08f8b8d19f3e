import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What retryAlertDelivery resolves to. */
export type RetryAlertDeliveryReturnType = OperationResponse<'retryAlertDelivery'>

/**
 * Put a parked delivery back in the queue.
 *
 * @example await client.retryAlertDelivery('1', '0xSafe…', id, deliveryId)
 */
export const retryAlertDelivery = defineAction(function retryAlertDelivery(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  deliveryId: string,
  options?: RequestOptions,
): Promise<RetryAlertDeliveryReturnType> {
  return callOperation(transport, 'retryAlertDelivery', {
    params: { chainId, address: safe, id, deliveryId },
    credentials: 'include',
    options,
  })
})
