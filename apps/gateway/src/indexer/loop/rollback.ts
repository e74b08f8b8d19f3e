import type { Queryable } from '../../db/db.js'
import { chainIndexRepository } from '../store/chain-index-repository.js'
import { rollbackRepository } from '../store/rollback-repository.js'
import { safeStateRepository } from '../store/safe-state-repository.js'
import { trackedSafesRepository } from '../store/tracked-safes-repository.js'

/**
 * Deletes everything indexed from block `fork` on (one transaction, the caller's) and rewinds the cursor to it, and
 * the backfills of tracked Safes that read past it.
 */
export async function rollbackFrom(tx: Queryable, chainId: string, fork: number): Promise<void> {
  const rollback = rollbackRepository(tx)
  const touched = await rollback.touchedSafes(chainId, fork)
  await rollback.deleteFrom(chainId, fork)
  const states = safeStateRepository(tx)
  for (const safe of touched) await states.refreshCurrent(chainId, safe)
  await chainIndexRepository(tx).rewind(chainId, fork)
  await trackedSafesRepository(tx).rewind(chainId, fork)
}
