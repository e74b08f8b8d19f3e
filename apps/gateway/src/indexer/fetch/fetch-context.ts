import { getAddress } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { ChainReader } from './chain-reader.js'
import type { FetchContext } from './fetch-batch.js'

/**
 * What fetchBatch knows of `chain` from its config (its Safe singletons with their versions, its proxy factories, its
 * listed tokens), completed per range with the Safes and tokens indexed so far.
 */
export function createFetchContext(
  chain: ChainRuntime,
  reader: ChainReader,
): (knownSafes: ReadonlySet<string>, knownTokens: ReadonlySet<string>) => FetchContext {
  const singletonVersion = new Map<string, string>()
  const proxyFactories = new Set<string>()
  for (const [version, set] of Object.entries(chain.config.contracts)) {
    singletonVersion.set(set.safeSingleton, version)
    singletonVersion.set(set.safeL2Singleton, version)
    proxyFactories.add(set.proxyFactory)
  }
  const versionOf = (singleton: string) => singletonVersion.get(getAddress(singleton)) ?? null
  const configuredTokens = new Map(chain.config.tokens.map((t) => [t.address as string, t]))
  return (knownSafes, knownTokens) => ({
    chainId: chain.chainId,
    reader,
    knownSafes,
    knownTokens,
    proxyFactories,
    versionOf,
    configuredTokens,
    checkpointInterval: chain.config.indexer.checkpointInterval,
  })
}
