import { path, type RequestOptions, request, type Transport } from '../request.js'

/**
 * Delete an alert subscription with its delivery log.
 *
 * @example await client.deleteAlertSubscription('1', '0xSafe…', id)
 */
export function deleteAlertSubscription(
  transport: Transport,
  chainId: string,
  safe: string,
  id: string,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'DELETE',
    path: path`/v1/chains/${chainId}/safes/${safe}/alerts/${id}`,
    credentials: 'include',
    options,
  })
}
