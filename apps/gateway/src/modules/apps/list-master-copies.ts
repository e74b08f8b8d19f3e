import type { MasterCopyResponse } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../context/gateway-context.js'

/** The chain's Safe singletons per version, the L2 one as `<version>+L2`. */
export function listMasterCopies(chain: ChainRuntime): MasterCopyResponse {
  return Object.entries(chain.config.contracts).flatMap(([version, set]) => [
    { address: set.safeSingleton, version },
    ...(set.safeL2Singleton === null ? [] : [{ address: set.safeL2Singleton, version: `${version}+L2` }]),
  ])
}
