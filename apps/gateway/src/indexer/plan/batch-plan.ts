import type { Queryable } from '../../db/db.js'
import type { Batch } from '../fetch/batch.js'
import type { SafeEvent } from '../fetch/safe-events.js'
import type { BatchWrites } from '../store/batch-writes-repository.js'
import type { SafeState } from '../types/safe-state.js'
import type { PendingExec } from './pending-exec.js'
import { SafeStateTracker } from './safe-state-tracker.js'
import { createSafeTxHasher } from './safe-tx-hash.js'

/** What the handlers of one batch's events share: the batch, the Safes' states, the writes, and pending events. */
export type BatchPlan = {
  /** Reads made before the batch's transaction (only this indexer writes the chain's rows: it holds the lock). */
  db: Queryable
  batch: Batch
  writes: BatchWrites
  tracker: SafeStateTracker
  hashSafeTx: ReturnType<typeof createSafeTxHasher>
  /** The Safes the batch creates. */
  created: string[]
  /** Per Safe, the SafeMultiSigTransaction waiting for its ExecutionSuccess/Failure. */
  pendingExec: Map<string, PendingExec>
  /** Per Safe, the SafeModuleTransaction waiting for its ExecutionFromModuleSuccess/Failure. */
  pendingModule: Map<string, SafeEvent>
  /** Position of the owner removed by the latest RemovedOwner, so a swapOwner (Removed + AddedOwner) keeps order. */
  lastRemovedPosition: Map<string, number>
}

/** One event of an indexed Safe as its handler sees it: the Safe (checksummed) and its state before the event. */
export type SafeEventInput = {
  plan: BatchPlan
  event: SafeEvent
  /** The event's position in the batch's events. */
  index: number
  safe: string
  state: SafeState
  /** The time of the event's block (ms). */
  date: number
}

/** Plans the writes and state changes of one kind of event. */
export type SafeEventHandler = (input: SafeEventInput) => void | Promise<void>

/** Starts the plan of `batch`, recording into `writes`. */
export function createBatchPlan(db: Queryable, batch: Batch, writes: BatchWrites): BatchPlan {
  return {
    db,
    batch,
    writes,
    tracker: new SafeStateTracker(db, batch.chainId),
    hashSafeTx: createSafeTxHasher(batch.chainId),
    created: [],
    pendingExec: new Map(),
    pendingModule: new Map(),
    lastRemovedPosition: new Map(),
  }
}

/** The time of `block` (ms; 0 when its header was not fetched). */
export function blockTime(batch: Batch, block: number): number {
  return (batch.headers.get(block) ?? batch.earlierHeaders.get(block))?.timestamp ?? 0
}

/** Records `state` as the Safe's state after the input's event. */
export function setState({ plan, event, safe }: SafeEventInput, state: SafeState): void {
  plan.tracker.set(safe, event.log.blockNumber, event.log.logIndex, state)
}
