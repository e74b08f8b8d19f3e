import type { Queryable } from '../../db/db.js'
import { counterfactualSafes } from './counterfactual/counterfactual-repository.js'
import { safeNotFound } from './load-safe.js'
import type { SafeState } from './safe-info-of.js'
import { safes } from './safe-repository.js'

/** A Safe's state as served: indexed, or (`deployed` false) from the setup registered before its deployment. */
export type ServedSafe = SafeState & { deployed: boolean }

/**
 * The indexed Safe, else a Safe registered before its deployment as its setup makes it (nonce 0, no modules or
 * guards), else the 404. Once the indexer has the Safe's creation its indexed state wins, so a proposal made before
 * the deployment stays in the queue at nonce 0.
 */
export async function loadSafeOrSetup(db: Queryable, chainId: string, address: string): Promise<ServedSafe> {
  const indexed = await safes.byAddress(db, chainId, address)
  if (indexed !== null) return { ...indexed, deployed: true }
  const registered = await counterfactualSafes.byAddress(db, chainId, address)
  if (registered === null) throw safeNotFound(chainId, address)
  const { owners, threshold, singleton, fallbackHandler } = registered
  const none = { modules: [], guard: null, moduleGuard: null }
  return {
    address: registered.address,
    singleton,
    nonce: 0,
    threshold,
    owners,
    fallbackHandler,
    ...none,
    deployed: false,
  }
}
