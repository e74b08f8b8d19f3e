import type { TrackedSafeProgress } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'
import { backfillShare } from '../indexer/store/backfill-share.js'
import { trackedSafesRepository } from '../indexer/store/tracked-safes-repository.js'

/** Each tracked Safe of a chain in tracked mode with its backfill's progress, for `/health/ready`. */
export async function trackedProgress(
  db: Queryable,
  chainId: string,
  indexedBlock: number | null,
): Promise<TrackedSafeProgress[]> {
  const tracked = await trackedSafesRepository(db)
    .all(chainId)
    .catch(() => [])
  return tracked.map((safe) => ({
    address: safe.address,
    creationBlock: safe.creationBlock,
    backfilledTo: safe.backfilledTo,
    following: safe.following,
    progress: backfillShare(safe, indexedBlock),
  }))
}
