import type { TransactionListItem } from '@concord/gateway-client'

/** The list items without the hidden transactions, and without day labels left with no transaction under them. */
export function withoutHidden(
  items: readonly TransactionListItem[],
  hidden: ReadonlySet<string>,
): TransactionListItem[] {
  const kept = items.filter((item) => item.type !== 'TRANSACTION' || !hidden.has(item.transaction.id))
  return kept.filter((item, i) => item.type !== 'DATE_LABEL' || kept[i + 1]?.type === 'TRANSACTION')
}
