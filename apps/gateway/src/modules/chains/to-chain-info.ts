import { ChainInfo } from '@concord/gateway-schema'
import type { ChainInfo as ChainInfoConfig } from '../../config/config-schema.js'
import type { GatewayContext } from '../../context/gateway-context.js'

// Only ChainInfo fields leave the gateway: the RPC URL the indexer uses and the other chain settings stay private.
const CHAIN_INFO_KEYS = Object.keys(ChainInfo.shape) as (keyof ChainInfo)[]

/** The chain metadata exactly as configured (trailing slash of the transaction service removed). */
export function toChainInfo(info: ChainInfoConfig): ChainInfo {
  const chain: Record<string, unknown> = {}
  for (const key of CHAIN_INFO_KEYS) chain[key] = info[key]
  return { ...(chain as ChainInfo), transactionService: info.transactionService.replace(/\/+$/, '') }
}

/** Every chain the gateway serves, as `/v1/chains` lists them (and the web app's page carries them). */
export function chainInfos(ctx: Pick<GatewayContext, 'chains'>): ChainInfo[] {
  return [...ctx.chains.values()].map((chain) => toChainInfo(chain.config))
}
