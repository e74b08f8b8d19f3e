import type { ImplementationVersionState, SafeInfo } from '@concord/gateway-schema'
import { compareSemver } from '@concord/protocol'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { addressInfo, plainAddress } from '../../wire/address-info.js'
import { loadSafe } from './load-safe.js'
import { safes } from './safe-repository.js'
import { versionOfSingleton } from './version-of-singleton.js'

const seconds = (ms: number | null) => (ms === null ? null : String(Math.floor(ms / 1000)))

/** UNKNOWN for a singleton the chain does not list, OUTDATED below the chain's recommended version. */
function versionState(version: string | null, recommended: string | null): ImplementationVersionState {
  if (version === null) return 'UNKNOWN'
  return recommended !== null && compareSemver(version, recommended) < 0 ? 'OUTDATED' : 'UP_TO_DATE'
}

/** SafeInfo from the indexed state, with version state and cache tags (gateway-api.md §3). */
export async function readSafeInfo(db: Queryable, chain: ChainRuntime, address: string): Promise<SafeInfo> {
  const safe = await loadSafe(db, chain.chainId, address)
  const version = versionOfSingleton(chain, safe.singleton)
  const times = await safes.cacheTimes(db, chain.chainId, address, safe.nonce)
  return {
    address: plainAddress(safe.address),
    chainId: chain.chainId,
    nonce: safe.nonce,
    threshold: safe.threshold,
    owners: safe.owners.map(plainAddress),
    implementation: addressInfo(chain, safe.singleton),
    implementationVersionState: versionState(version, chain.config.recommendedMasterCopyVersion),
    modules: safe.modules.length === 0 ? null : safe.modules.map((m) => addressInfo(chain, m)),
    fallbackHandler: safe.fallbackHandler === null ? null : addressInfo(chain, safe.fallbackHandler),
    guard: safe.guard === null ? null : addressInfo(chain, safe.guard),
    version,
    collectiblesTag: seconds(times.collectibles),
    txQueuedTag: seconds(times.queued),
    txHistoryTag: seconds(times.history),
    messagesTag: seconds(times.messages),
  }
}
