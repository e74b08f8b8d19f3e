import type { AlertDeliveryList } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getAlertDeliveries resolves to. */
export type GetAlertDeliveriesReturnType = AlertDeliveryList

/**
 * The latest deliveries of a subscription, newest first, with their status and attempts.
 *
 * @example const { results } = await client.getAlertDeliveries('1', '0xSafe…', id)
 */
export function getAlertDeliveries(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<GetAlertDeliveriesReturnType> {
  return request(transport, {
    method: 'GET',
    path: path`/v1/chains/${chainId}/safes/${safe}/alerts/${id}/deliveries`,
    credentials: 'include',
    options,
  })
}
