import type { AlertDelivery } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What sendTestAlert resolves to. */
export type SendTestAlertReturnType = AlertDelivery

/**
 * Send a TEST alert to a subscription now (one attempt) and get the delivery's outcome.
 *
 * @example const { status } = await client.sendTestAlert('1', '0xSafe…', id)
 */
export function sendTestAlert(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<SendTestAlertReturnType> {
  return request(transport, {
    method: 'POST',
    path: path`/v1/chains/${chainId}/safes/${safe}/alerts/${id}/test`,
    credentials: 'include',
    options,
  })
}
