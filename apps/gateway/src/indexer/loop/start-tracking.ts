import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { trackedSafesRepository } from '../store/tracked-safes-repository.js'

/**
 * Tracked mode's start: tracks the Safes the config lists, stops tracking those it listed before and lists no more
 * (untracking by config; what was indexed of them stays, no longer updated), and returns the Safes already followed.
 */
export async function startTracking(db: Queryable, chain: ChainRuntime): Promise<{ following: Set<string> }> {
  const repository = trackedSafesRepository(db)
  const listed = chain.config.indexer.trackedSafes
  for (const safe of listed) await repository.track(chain.chainId, safe, 'config')
  await repository.untrackConfigExcept(chain.chainId, listed)
  const tracked = await repository.all(chain.chainId)
  return { following: new Set(tracked.filter((t) => t.following).map((t) => t.address)) }
}
