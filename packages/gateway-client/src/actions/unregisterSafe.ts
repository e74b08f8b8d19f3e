import { path, type RequestOptions, request, type Transport } from '../request.js'

/** Stop notifications about one Safe on one device. */
export function unregisterSafe(
  transport: Transport,
  chainId: string,
  address: string,
  uuid: string,
  options?: RequestOptions,
): Promise<void> {
  return request(transport, {
    method: 'DELETE',
    path: path`/v1/chains/${chainId}/notifications/devices/${uuid}/safes/${address}`,
    options,
  })
}
