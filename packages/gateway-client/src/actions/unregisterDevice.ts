import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Remove a device and all its notification subscriptions. */
export function unregisterDevice(
  transport: Transport,
  chainId: string,
  uuid: string,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'DELETE',
    path: path`/v1/chains/${chainId}/notifications/devices/${uuid}`,
    options,
  })
}
