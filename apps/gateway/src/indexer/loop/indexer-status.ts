import type { IndexerStatus } from '../../context/gateway-context.js'

/** A chain's readiness status before its indexer has read anything: everything before `startBlock` counts as indexed. */
export function initialStatus(startBlock: number): IndexerStatus {
  return { indexing: false, indexedBlock: startBlock - 1, headBlock: 0, lastError: null, updatedAt: Date.now() }
}

/** Records a poll of the node: its head, and the cursor the indexer goes on from. */
export function markPolled(status: IndexerStatus, head: number, cursor: number): void {
  Object.assign(status, { headBlock: head, indexedBlock: cursor - 1, updatedAt: Date.now() })
}

/** Records a committed batch that ends at `to`. */
export function markIndexed(status: IndexerStatus, to: number): void {
  Object.assign(status, { indexedBlock: to, lastError: null, updatedAt: Date.now() })
}

/** Records a failed step: the first line of its error. */
export function markFailed(status: IndexerStatus, error: unknown): void {
  status.lastError = error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error)
}
