import type { DevChain } from '@concord/devchain'
import { buildDevGatewayConfig, type GatewayConfig } from '@concord/gateway'

/**
 * The dev gateway config for a benchmark's chain, indexed in batches of 2,000 blocks from the start: a steady-state
 * backfill instead of one growing into that size from 50.
 */
export function benchGatewayConfig(chain: DevChain): GatewayConfig {
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    contracts: chain.contracts,
    tokens: chain.tokens,
    webOrigins: [],
  })
  for (const c of config.chains) Object.assign(c.indexer, { initialBlockRange: 2000, maxBlockRange: 2000 })
  return config
}
