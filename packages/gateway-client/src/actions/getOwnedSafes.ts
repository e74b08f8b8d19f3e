import type { OwnedSafes } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getOwnedSafes resolves to. */
export type GetOwnedSafesReturnType = OwnedSafes

/** Get the addresses of the Safes an address owns on one chain. */
export function getOwnedSafes(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetOwnedSafesReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/owners/${address}/safes`, options })
}
