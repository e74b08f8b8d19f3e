import type { SafeInfo } from '@concord/gateway-schema'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getSafeInfo resolves to. */
export type GetSafeInfoReturnType = SafeInfo

/** Get basic information about a Safe: owners, threshold, modules, version, nonce. */
export function getSafeInfo(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetSafeInfoReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}/safes/${address}`, options })
}
