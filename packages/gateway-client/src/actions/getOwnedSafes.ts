import { path, type RequestOptions, request, type Transport } from '../request.js'
import type { OwnedSafes } from '../types/safe.js'

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
