import { ChainInfo } from '@concord/gateway-schema'
import type { ChainInfo as ChainInfoConfig } from '../../config/config-schema.js'

// Only ChainInfo fields leave the gateway: the RPC URL the indexer uses and the other chain settings stay private.
const CHAIN_INFO_KEYS = Object.keys(ChainInfo.shape) as (keyof ChainInfo)[]

/** The chain metadata exactly as configured (trailing slash of the transaction service removed). */
export function toChainInfo(info: ChainInfoConfig): ChainInfo {
  const chain: Record<string, unknown> = {}
  for (const key of CHAIN_INFO_KEYS) chain[key] = info[key]
  return { ...(chain as ChainInfo), transactionService: info.transactionService.replace(/\/+$/, '') }
}
