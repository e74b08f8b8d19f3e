import type { NoncesResponse } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getNonces resolves to. */
export type GetNoncesReturnType = NoncesResponse

/** Get a Safe's current nonce and the nonce recommended for the next proposal. */
export function getNonces(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetNoncesReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/safes/${address}/nonces`, options })
}
