import { defineAction } from '../action.js'
import type { ChainInfo } from '../chainInfo.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getChainConfig resolves to. */
export type GetChainConfigReturnType = ChainInfo

/** Get one chain's config: RPC, explorer, native currency, features. */
export const getChainConfig = defineAction(function getChainConfig(
  transport: Transport,
  chainId: string,
  options?: RequestOptions,
): Promise<GetChainConfigReturnType> {
  return callOperation(transport, 'getChainConfig', { params: { chainId }, options })
})
