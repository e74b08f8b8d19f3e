import type { TransactionSummary } from '@concord/gateway-schema'

/** A queue list element (gateway-api.md §4.1). */
export type QueuedItem =
  | { type: 'LABEL'; label: 'Next' | 'Queued' }
  | { type: 'CONFLICT_HEADER'; nonce: number }
  | { type: 'TRANSACTION'; transaction: TransactionSummary; conflictType: 'None' | 'HasNext' | 'End' }

/**
 * Groups a window of queued transactions (ascending nonce) into labels, conflict headers and items, exactly as the
 * Safe Client Gateway does (gateway-api.md §4.5 step 4).
 */
export function buildQueueItems(
  txs: readonly { nonce: number; summary: TransactionSummary }[],
  safeNonce: number,
  previousPageLastNonce: number | null,
  nextPageFirstNonce: number | null,
): QueuedItem[] {
  const items: QueuedItem[] = []
  let lastProcessed = previousPageLastNonce ?? -1
  let i = 0
  while (i < txs.length) {
    const nonce = txs[i]?.nonce as number
    const group: TransactionSummary[] = []
    while (i < txs.length && txs[i]?.nonce === nonce) group.push((txs[i++] as { summary: TransactionSummary }).summary)
    if (lastProcessed < safeNonce && nonce === safeNonce) items.push({ type: 'LABEL', label: 'Next' })
    else if (lastProcessed <= safeNonce && nonce > safeNonce) items.push({ type: 'LABEL', label: 'Queued' })
    lastProcessed = nonce
    const isEdge = nonce === nextPageFirstNonce
    const hasConflicts = group.length > 1 || isEdge
    const fromPrevious = nonce === previousPageLastNonce
    if (hasConflicts && !fromPrevious) items.push({ type: 'CONFLICT_HEADER', nonce })
    group.forEach((transaction, index) => {
      const last = index === group.length - 1
      const conflictType =
        index === 0 ? (hasConflicts ? 'HasNext' : fromPrevious ? 'End' : 'None') : !last || isEdge ? 'HasNext' : 'End'
      items.push({ type: 'TRANSACTION', transaction, conflictType })
    })
  }
  return items
}
