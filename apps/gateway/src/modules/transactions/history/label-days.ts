import type { TransactionHistoryItem, TransactionSummary } from '@concord/gateway-schema'

/**
 * History items grouped by day: a DATE_LABEL with the first transaction's timestamp before each day's transactions,
 * except for a day that continues from `previous` (the entry before the page).
 */
export function labelDays(
  summaries: readonly TransactionSummary[],
  dayOf: (ts: number) => string,
  previous: { ts: number } | undefined,
): TransactionHistoryItem[] {
  const results: TransactionHistoryItem[] = []
  let lastDay = previous === undefined ? null : dayOf(previous.ts)
  for (const transaction of summaries) {
    const day = dayOf(transaction.timestamp)
    if (day !== lastDay) results.push({ type: 'DATE_LABEL', timestamp: transaction.timestamp })
    lastDay = day
    results.push({ type: 'TRANSACTION', transaction, conflictType: 'None' })
  }
  return results
}
