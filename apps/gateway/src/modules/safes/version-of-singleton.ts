import type { ChainRuntime } from '../../context/gateway-context.js'

/** The Safe's version from its singleton (null when the singleton is not one the chain config lists). */
export function versionOfSingleton(chain: ChainRuntime, singleton: string): string | null {
  for (const [version, set] of Object.entries(chain.config.contracts)) {
    if (set.safeSingleton === singleton || set.safeL2Singleton === singleton) return version
  }
  return null
}
