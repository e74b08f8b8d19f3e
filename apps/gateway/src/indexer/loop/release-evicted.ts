import { trackedSafesRepository } from '../store/tracked-safes-repository.js'
import type { IndexerRun } from './indexer-run.js'

/**
 * Tracked mode: stops reading the Safes whose request slot was recycled (issue 28 point 3; a request to the API, maybe
 * on another replica, evicted them). Before the range at `cursor` is read, every batch with them is committed, so
 * their history is in up to `cursor - 1`: recorded, tracking one again backfills from there. A range read ahead with
 * them is dropped.
 */
export async function releaseEvicted(run: IndexerRun, cursor: number): Promise<void> {
  const tracking = run.tracking
  if (tracking === null) return
  const repository = trackedSafesRepository(run.db)
  await repository.park(run.chain.chainId, cursor - 1)
  const followed = new Set((await repository.all(run.chain.chainId)).filter((t) => t.following).map((t) => t.address))
  const released = [...tracking.following].filter((address) => !followed.has(address))
  if (released.length === 0) return
  for (const address of released) tracking.following.delete(address)
  run.prefetch.drop()
  run.log.info({ chainId: run.chain.chainId, released }, 'tracked Safes evicted: no longer followed')
}
