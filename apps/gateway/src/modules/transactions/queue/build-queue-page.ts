import type { ConflictType, TransactionQueueItem, TransactionSummary } from '@concord/gateway-schema'

/** The transactions of one nonce, consecutive in the window. */
type NonceGroup = { nonce: number; transactions: TransactionSummary[] }

/** Where a nonce group sits: whether it goes on past the window, and whether it began on the previous page. */
type GroupEdges = { hasConflicts: boolean; isEdge: boolean; fromPrevious: boolean }

function groupByNonce(txs: readonly { nonce: number; summary: TransactionSummary }[]): NonceGroup[] {
  const groups: NonceGroup[] = []
  for (const { nonce, summary } of txs) {
    const last = groups.at(-1)
    if (last?.nonce === nonce) last.transactions.push(summary)
    else groups.push({ nonce, transactions: [summary] })
  }
  return groups
}

/** "Next" before the Safe's nonce, "Queued" before the first nonce after it (unless the previous page had them). */
function sectionLabel(lastProcessed: number, nonce: number, safeNonce: number): TransactionQueueItem | null {
  if (lastProcessed < safeNonce && nonce === safeNonce) return { type: 'LABEL', label: 'Next' }
  if (lastProcessed <= safeNonce && nonce > safeNonce) return { type: 'LABEL', label: 'Queued' }
  return null
}

function conflictTypeOf(index: number, size: number, edges: GroupEdges): ConflictType {
  if (index > 0) return index < size - 1 || edges.isEdge ? 'HasNext' : 'End'
  if (edges.hasConflicts) return 'HasNext'
  return edges.fromPrevious ? 'End' : 'None'
}

/**
 * Groups a window of queued transactions (ascending nonce) into labels, conflict headers and items, exactly as the
 * Safe Client Gateway does (gateway-api.md §4.5 step 4).
 */
export function buildQueueItems(
  txs: readonly { nonce: number; summary: TransactionSummary }[],
  safeNonce: number,
  previousPageLastNonce: number | null,
  nextPageFirstNonce: number | null,
): TransactionQueueItem[] {
  const items: TransactionQueueItem[] = []
  let lastProcessed = previousPageLastNonce ?? -1
  for (const { nonce, transactions } of groupByNonce(txs)) {
    const label = sectionLabel(lastProcessed, nonce, safeNonce)
    if (label !== null) items.push(label)
    lastProcessed = nonce
    const isEdge = nonce === nextPageFirstNonce
    const edges = {
      isEdge,
      hasConflicts: transactions.length > 1 || isEdge,
      fromPrevious: nonce === previousPageLastNonce,
    }
    if (edges.hasConflicts && !edges.fromPrevious) items.push({ type: 'CONFLICT_HEADER', nonce })
    transactions.forEach((transaction, index) => {
      items.push({ type: 'TRANSACTION', transaction, conflictType: conflictTypeOf(index, transactions.length, edges) })
    })
  }
  return items
}
