import { type KnownSafeVersion, SAFE_VERSION_FACTS } from '@concord/protocol'
import { getAddress } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { ChainReader } from './chain-reader.js'
import type { FetchContext } from './fetch-batch.js'
import type { PreCreationReach } from './pre-creation-transfers.js'

/**
 * Tracked mode's scope of one fetch: the Safes to read, whether checkpoints are read (a backfill reads none), and the
 * creation block of a backfilled Safe (its factory's ProxyCreation is read there: 1.3.0 does not index the proxy).
 */
export type TrackedScope = { addresses: readonly string[]; checkpoints: boolean; creationBlock?: number | null }

/**
 * What fetchBatch knows of `chain` from its config (its Safe singletons with their versions, its proxy factories, its
 * listed tokens), completed per range with the Safes and tokens indexed so far (and in tracked mode its scope).
 * `registeredBlocks` says when Safes were registered before their deployment, `safesOfSingletons` which indexed Safes
 * run on given singletons (the indexer's store answers both).
 */
export function createFetchContext(
  chain: ChainRuntime,
  reader: ChainReader,
  registeredBlocks: PreCreationReach['registeredBlocks'],
  safesOfSingletons: (singletons: readonly string[]) => Promise<ReadonlySet<string>>,
): (knownSafes: ReadonlySet<string>, knownTokens: ReadonlySet<string>, tracked?: TrackedScope) => FetchContext {
  const singletonVersion = new Map<string, string>()
  const proxyFactories = new Set<string>()
  const silentSingletons = new Set<string>()
  for (const [version, set] of Object.entries(chain.config.contracts)) {
    singletonVersion.set(set.safeSingleton, version)
    if (set.safeL2Singleton !== null) singletonVersion.set(set.safeL2Singleton, version)
    proxyFactories.add(set.proxyFactory)
    if (SAFE_VERSION_FACTS[version as KnownSafeVersion]?.events.executionSuccess === 'none') {
      silentSingletons.add(getAddress(set.safeSingleton))
    }
  }
  const silentSafes = () => safesOfSingletons([...silentSingletons])
  const versionOf = (singleton: string) => singletonVersion.get(getAddress(singleton)) ?? null
  const configuredTokens = new Map(chain.config.tokens.map((t) => [t.address as string, t]))
  const { startBlock, preCreationBlocks } = chain.config.indexer
  const preCreation = { startBlock, blocks: preCreationBlocks, registeredBlocks }
  return (knownSafes, knownTokens, tracked) => ({
    chainId: chain.chainId,
    reader,
    knownSafes,
    knownTokens,
    proxyFactories,
    versionOf,
    silentSingletons,
    silentSafes,
    configuredTokens,
    checkpointInterval:
      tracked?.checkpoints === false ? Number.MAX_SAFE_INTEGER : chain.config.indexer.checkpointInterval,
    logAddresses: tracked === undefined ? null : tracked.addresses,
    creationBlock: tracked?.creationBlock ?? null,
    preCreation,
  })
}
