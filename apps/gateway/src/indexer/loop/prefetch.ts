import type { FetchedBatch } from '../fetch/batch.js'

/** A block range being read ahead while the previous batch is written. */
type Ahead = { from: number; to: number; batch: Promise<FetchedBatch> }

/**
 * Holds at most one range fetched ahead. It is used only when it starts at the cursor the next step reads from (and
 * is still below the head); after a failed write, a rollback or an error it is dropped.
 */
export class Prefetch {
  private ahead: Ahead | null = null

  /** Starts fetching [from, to] through `fetch`; its error surfaces when (and if) the range is taken. */
  start(from: number, to: number, fetch: (from: number, to: number) => Promise<FetchedBatch>): void {
    const batch = fetch(from, to)
    batch.catch(() => {}) // awaited (and its error handled) by the step that takes it, or dropped
    this.ahead = { from, to, batch }
  }

  /** The range fetched ahead when it starts at `cursor` and ends at or below `head`, else null; either way it is let go. */
  take(cursor: number, head: number): Ahead | null {
    const ahead = this.ahead
    this.ahead = null
    return ahead !== null && ahead.from === cursor && ahead.to <= head ? ahead : null
  }

  /** Forgets the range fetched ahead. */
  drop(): void {
    this.ahead = null
  }
}
