import type { ChainInfo } from '../chainInfo.js'
import { path, type RequestOptions, request, type Transport } from '../request.js'

/** What getChainConfig resolves to. */
export type GetChainConfigReturnType = ChainInfo

/** Get one chain's config: RPC, explorer, native currency, features. */
export function getChainConfig(
  transport: Transport,
  chainId: string,
  options?: RequestOptions,
): Promise<GetChainConfigReturnType> {
  return request(transport, { method: 'GET', path: path`/v1/chains/${chainId}`, options })
}
