import type { TxsSingletons } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'

/**
 * The chain's Safe singletons (the configured ones, L1 and L2 per version). The gateway indexes Safes, not singleton
 * deployments, so the deployer and deployment block are null; the last indexed block is the indexer's.
 */
export function listTxsSingletons(chain: ChainRuntime): TxsSingletons {
  const lastIndexedBlockNumber = chain.indexer?.indexedBlock ?? null
  return Object.entries(chain.config.contracts).flatMap(([version, set]) =>
    [
      { address: set.safeSingleton, l2: false },
      ...(set.safeL2Singleton === null ? [] : [{ address: set.safeL2Singleton, l2: true }]),
    ].map(({ address, l2 }) => ({
      address,
      version,
      deployer: null,
      deployedBlockNumber: null,
      lastIndexedBlockNumber,
      l2,
    })),
  )
}
