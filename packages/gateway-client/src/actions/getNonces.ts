import { path, type RequestOptions, request, type Transport } from '../request.js'
import type { NoncesResponse } from '../types/safe.js'

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
