import type { TransactionListItem, TransactionSummary } from '@concord/gateway-client'
import { dayText } from '../../ui/formatDay'

/** One row of the queue or history as the page draws it. */
export type ListRow =
  | { kind: 'label'; key: string; text: string }
  | { kind: 'conflict'; key: string; nonce: number; text: string }
  | { kind: 'date'; key: string; text: string }
  | { kind: 'tx'; key: string; tx: TransactionSummary; inConflict: boolean }

/** The heading of a group of transactions sharing one nonce. */
export function conflictText(nonce: number): string {
  return `Nonce ${nonce}: conflicting transactions — executing one replaces the others`
}

/**
 * Turns the gateway's list items (pages already joined) into rows: the "Next"/"Queued" labels, conflict headers,
 * day labels and transactions. Items repeated across page boundaries (the queue's look-back) are dropped.
 */
export function toListRows(items: TransactionListItem[], timeZone: string, locale?: string): ListRow[] {
  const rows: ListRow[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    if (item.type === 'LABEL') rows.push({ kind: 'label', key: `label-${index}`, text: item.label })
    else if (item.type === 'CONFLICT_HEADER')
      rows.push({
        kind: 'conflict',
        key: `conflict-${item.nonce}-${index}`,
        nonce: item.nonce,
        text: conflictText(item.nonce),
      })
    else if (item.type === 'DATE_LABEL')
      rows.push({ kind: 'date', key: `date-${index}`, text: dayText(item.timestamp, timeZone, locale) })
    else if (!seen.has(item.transaction.id)) {
      seen.add(item.transaction.id)
      rows.push({
        kind: 'tx',
        key: item.transaction.id,
        tx: item.transaction,
        inConflict: item.conflictType !== 'None',
      })
    }
  })
  return rows
}
