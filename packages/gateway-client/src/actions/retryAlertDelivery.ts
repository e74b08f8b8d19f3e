import type { AlertDelivery } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What retryAlertDelivery resolves to. */
export type RetryAlertDeliveryReturnType = AlertDelivery

/**
 * Put a parked delivery back in the queue.
 *
 * @example await client.retryAlertDelivery('1', '0xSafe…', id, deliveryId)
 */
export function retryAlertDelivery(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  deliveryId: string,
  options?: RequestOptions,
): Promise<RetryAlertDeliveryReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/safes/${safe}/alerts/${id}/deliveries/${deliveryId}/retry`,
    credentials: 'include',
    options,
  })
}
