import type { SafeInfo } from '@concord/gateway-schema'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { safeInfoOf } from '../safe-info-of.js'
import type { CounterfactualRow } from './counterfactual-repository.js'

const NO_TAGS = { collectibles: null, queued: null, history: null, messages: null }

/** SafeInfo of a Safe not deployed yet, from its registered setup: nonce 0, no modules or guards, `deployed` false. */
export function counterfactualSafeInfo(chain: ChainRuntime, row: CounterfactualRow): SafeInfo {
  const state = {
    address: row.address,
    singleton: row.singleton,
    nonce: 0,
    threshold: row.threshold,
    owners: row.owners,
    modules: [],
    fallbackHandler: row.fallbackHandler,
    guard: null,
    moduleGuard: null,
  }
  return { ...safeInfoOf(chain, state, NO_TAGS), deployed: false }
}
