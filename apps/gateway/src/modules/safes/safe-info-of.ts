import type { ImplementationVersionState, SafeInfo } from '@concord/gateway-schema'
import { compareSemver } from '@concord/protocol'
import type { ChainRuntime } from '../../context/gateway-context.js'
import { addressInfo, plainAddress } from '../../wire/address-info.js'
import type { CacheTimes, SafeRow } from './safe-repository.js'
import { versionOfSingleton } from './version-of-singleton.js'

/** The parts of a Safe's state that SafeInfo shows, wherever they were read (the index or the chain). */
export type SafeState = Pick<
  SafeRow,
  'address' | 'singleton' | 'nonce' | 'threshold' | 'owners' | 'modules' | 'fallbackHandler' | 'guard' | 'moduleGuard'
>

const seconds = (ms: number | null) => (ms === null ? null : String(Math.floor(ms / 1000)))

/** UNKNOWN for a singleton the chain does not list, OUTDATED below the chain's recommended version. */
function versionState(version: string | null, recommended: string | null): ImplementationVersionState {
  if (version === null) return 'UNKNOWN'
  return recommended !== null && compareSemver(version, recommended) < 0 ? 'OUTDATED' : 'UP_TO_DATE'
}

/** SafeInfo of `safe` (gateway-api.md §3): its state, its version and version state, and the given cache tags. */
export function safeInfoOf(chain: ChainRuntime, safe: SafeState, times: CacheTimes): SafeInfo {
  const version = versionOfSingleton(chain, safe.singleton)
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
    moduleGuard: safe.moduleGuard === null ? null : addressInfo(chain, safe.moduleGuard),
    version,
    deployed: true,
    collectiblesTag: seconds(times.collectibles),
    txQueuedTag: seconds(times.queued),
    txHistoryTag: seconds(times.history),
    messagesTag: seconds(times.messages),
  }
}
