import { recordBatchAlerts } from '../alerts/record-batch-alerts.js'
import type { FetchedBatch } from '../fetch/batch.js'
import { type FetchContext, fetchBatch } from '../fetch/fetch-batch.js'
import { applyBatch } from '../plan/apply-batch.js'
import { BatchWrites } from '../store/batch-writes-repository.js'
import { chainIndexRepository } from '../store/chain-index-repository.js'
import { loadKnownAddresses } from '../store/known-addresses.js'
import { BLOCKS } from '../store/state-tables.js'
import { backfillStep } from './backfill-step.js'
import { batchNotifications } from './batch-notifications.js'
import { detectFork } from './detect-fork.js'
import type { IndexerRun } from './indexer-run.js'
import { markIndexed, markPolled } from './indexer-status.js'
import { rollbackFrom } from './rollback.js'

/** After a step: go on at once, or wait for the node's next blocks. */
export type StepOutcome = 'next' | 'wait'

/**
 * One step of the indexer: reads the node's head and the cursor, rolls back a reorg if the stored blocks left the
 * chain, else (in tracked mode, after a range of a tracked Safe's backfill) indexes the next range (fetch → plan →
 * write → publish).
 */
export async function indexStep(run: IndexerRun): Promise<StepOutcome> {
  const { chainId } = run.chain
  const head = await run.reader.headBlock()
  const cursor = (await chainIndexRepository(run.db).nextBlock(chainId)) ?? run.chain.config.indexer.startBlock
  markPolled(run.status, head, cursor)
  const fork = await detectFork(run.db, run.reader, chainId, cursor, run.chain.config.indexer.startBlock)
  if (fork !== null) {
    await rollBack(run, fork, cursor)
    return 'next'
  }
  const backfilled = await backfillStep(run, cursor)
  if (cursor > head) {
    run.status.lastError = null
    return backfilled ? 'next' : 'wait'
  }
  const to = await indexRange(run, cursor, head)
  return to >= head && !backfilled ? 'wait' : 'next'
}

/** The fetch context of the indexer's own ranges: every Safe, or in tracked mode the followed ones. */
function rangeContext(run: IndexerRun, safes: ReadonlySet<string>, tokens: ReadonlySet<string>): FetchContext {
  if (run.tracking === null) return run.fetchContext(safes, tokens)
  const { following } = run.tracking
  return run.fetchContext(new Set(following), tokens, { addresses: [...following], checkpoints: true })
}

/** Undoes what was indexed from block `fork` on, and forgets what was read ahead or learnt from those blocks. */
async function rollBack(run: IndexerRun, fork: number, cursor: number): Promise<void> {
  const { chainId } = run.chain
  const { reorgDepth } = run.chain.config.indexer
  run.prefetch.drop()
  const depth = cursor - fork
  const deep = depth > reorgDepth
  run.log.warn(
    { chainId, fork, depth, reorgDepth },
    deep ? 'deep reorg: re-indexing from a checkpoint' : 'reorg detected: rolling back',
  )
  await run.db.transaction((tx) => rollbackFrom(tx, chainId, fork))
  run.known = await loadKnownAddresses(run.db, chainId)
}

/** Indexes the range from `cursor` (the one read ahead, or one the sizer chooses); returns its last block. */
async function indexRange(run: IndexerRun, cursor: number, head: number): Promise<number> {
  const started = Date.now()
  const ahead = run.prefetch.take(cursor, head)
  const to = ahead?.to ?? run.sizer.end(cursor, head)
  const batch = await (ahead?.batch ?? fetchBatch(rangeContext(run, run.known.safes, run.known.tokens), cursor, to))
  const writes = new BatchWrites()
  const created = await applyBatch(run.db, batch, writes)
  await recordBatchAlerts(run.db, writes, batch, run.known.safes, created)
  for (const header of batch.headers.values()) {
    const { number, hash, parentHash, timestamp } = header
    writes.insert(BLOCKS, { chainId: run.chain.chainId, number, hash, parentHash, timestamp })
  }
  run.sizer.afterBatch(cursor, to, batch.logCount, Date.now() - started)
  if (to < head) prefetchNext(run, batch, created, to, head)
  await commit(run, writes, to, head)
  await run.statistics.afterBatch(batch.logCount)
  afterCommit(run, batch, created, to)
  return to
}

/**
 * Reads the range after `to` from the node while this one is written. It counts this batch's Safes and tokens as
 * known; if the write fails, the cursor stays put and the range read ahead is dropped.
 */
function prefetchNext(run: IndexerRun, batch: FetchedBatch, created: string[], to: number, head: number): void {
  const safes = new Set([...run.known.safes, ...created])
  const tokens = new Set([...run.known.tokens, ...batch.newTokens.keys()])
  const from = to + 1
  run.prefetch.start(from, run.sizer.end(from, head), (f, t) => fetchBatch(rangeContext(run, safes, tokens), f, t))
}

/** Writes the batch and moves the cursor past it, in one transaction. */
async function commit(run: IndexerRun, writes: BatchWrites, to: number, head: number): Promise<void> {
  const { chainId } = run.chain
  const { reorgDepth, checkpointInterval } = run.chain.config.indexer
  await run.db.transaction(async (tx) => {
    await writes.execute(tx)
    await chainIndexRepository(tx).advance(chainId, { to, head, keepFrom: to - reorgDepth, checkpointInterval })
  })
}

/** After a commit: remembers the batch's Safes and tokens, publishes its notifications, reports the progress. */
function afterCommit(run: IndexerRun, batch: FetchedBatch, created: string[], to: number): void {
  for (const safe of created) run.known.safes.add(safe)
  for (const notification of batchNotifications(batch, run.known.safes)) run.publish(notification)
  for (const token of batch.newTokens.keys()) run.known.tokens.add(token)
  if (batch.newTokens.size > 0) run.chain.tokenCache = null
  markIndexed(run.status, to)
}
