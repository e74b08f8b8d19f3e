import { bumpSafeVersion } from '../../db/bump-safe-version.js'
import { fetchBatch } from '../fetch/fetch-batch.js'
import { findCreationBlock } from '../fetch/find-creation-block.js'
import { applyBatch } from '../plan/apply-batch.js'
import { BatchWrites } from '../store/batch-writes-repository.js'
import { type TrackedSafe, trackedSafesRepository } from '../store/tracked-safes-repository.js'
import type { IndexerRun } from './indexer-run.js'
import { releaseEvicted } from './release-evicted.js'

/** A tracked Safe's history is read in ranges of this many blocks at most (within the provider's limit as well). */
const BACKFILL_RANGE = 100_000

/**
 * One step of tracked mode's backfill: for the oldest tracked Safe that does not follow the chain yet, finds its
 * creation block (once), then reads one range of its history (its own events and transfers, through the same fetch
 * and plan as every batch) up to the chain cursor, and writes it with its progress in one transaction. When it
 * reaches the cursor, the Safe joins the ones the indexer reads with every new block. First, Safes evicted from
 * tracking leave the followed ones. Returns whether it did any work.
 */
export async function backfillStep(run: IndexerRun, cursor: number): Promise<boolean> {
  const tracking = run.tracking
  if (tracking === null) return false
  const { chainId } = run.chain
  await releaseEvicted(run, cursor)
  const pending = (await trackedSafesRepository(run.db).all(chainId)).find((t) => !t.following)
  if (pending === undefined) return false
  const target = cursor - 1
  const from = await firstBlockToRead(run, pending, target)
  if (from === null || from > target) {
    await run.db.transaction(async (tx) => {
      await trackedSafesRepository(tx).backfilled(chainId, pending.address, target, true)
      await bumpSafeVersion(tx, chainId, pending.address)
    })
    join(run, pending.address)
    return true
  }
  const span = Math.min(BACKFILL_RANGE, run.chain.config.indexer.maxBlockRange, run.reader.maxBlockRange)
  const to = Math.min(target, from + span - 1)
  // Before its SafeSetup is read the Safe is not indexed; the batch that holds it makes it known, as in mode "all".
  const known = new Set(pending.backfilledTo === null ? [] : [pending.address])
  const creationBlock = pending.creationBlock ?? (pending.backfilledTo === null ? from : null)
  const scope = { addresses: [pending.address], checkpoints: false, creationBlock }
  const batch = await fetchBatch(run.fetchContext(known, run.known.tokens, scope), from, to)
  const writes = new BatchWrites()
  const created = await applyBatch(run.db, batch, writes)
  const following = to >= target
  await run.db.transaction(async (tx) => {
    await writes.execute(tx)
    await trackedSafesRepository(tx).backfilled(chainId, pending.address, to, following)
    // Backfilled rows move no chain cursor: without this, a cached answer read from the chain (tags null) would
    // still be served after the history is in.
    await bumpSafeVersion(tx, chainId, pending.address)
  })
  for (const safe of created) run.known.safes.add(safe)
  for (const token of batch.newTokens.keys()) run.known.tokens.add(token)
  if (batch.newTokens.size > 0) run.chain.tokenCache = null
  if (following) join(run, pending.address)
  return true
}

/** Where the Safe's backfill goes on from: after its last batch, else its creation block (found now); null: none. */
async function firstBlockToRead(run: IndexerRun, pending: TrackedSafe, target: number): Promise<number | null> {
  if (pending.backfilledTo !== null) return pending.backfilledTo + 1
  if (pending.creationBlock !== null) return pending.creationBlock
  const creation = await findCreationBlock(run.reader, pending.address, target)
  await trackedSafesRepository(run.db).setCreation(run.chain.chainId, pending.address, creation)
  return creation
}

/** The Safe is read with every new block from now on; a range read ahead without it is dropped. */
function join(run: IndexerRun, address: string): void {
  run.tracking?.following.add(address)
  run.prefetch.drop()
}
