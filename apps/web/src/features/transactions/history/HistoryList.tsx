import type { TransactionListPage } from '@concord/gateway-client'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { memo } from 'react'
import { LoadMoreButton } from '../../../ui/LoadMoreButton'
import { EmptyState, ErrorState, Loading } from '../../../ui/States'
import { useShownInSteps } from '../../../ui/useShownInSteps'
import { useAddressBook } from '../../address-book'
import { toListRows } from '../listRows'
import { HistoryRow } from './HistoryRow'
import { withoutHidden } from './withoutHidden'

// The rows rendered in the first task (a phone's screen of them); the rest follow as many per task.
const FIRST_ROWS = 8

// Each step renders the list again: the rows already shown keep their output (same transaction, same names).
const Row = memo(HistoryRow)

/** The history's rows by day: suspicious transfers left out unless shown (then flagged); "Load more" while there are more. */
export function HistoryList(props: {
  query: UseInfiniteQueryResult<InfiniteData<TransactionListPage>>
  timeZone: string
  suspicious: ReadonlySet<string>
  showSuspicious: boolean
  empty: string
}) {
  const { query, suspicious } = props
  const { lookup } = useAddressBook()
  const items = query.data?.pages.flatMap((p) => p.results) ?? []
  const rows = toListRows(props.showSuspicious ? items : withoutHidden(items, suspicious), props.timeZone)
  const shown = useShownInSteps(rows.length, FIRST_ROWS)
  if (!query.data) {
    if (query.isError)
      return <ErrorState title="Could not load transactions" error={query.error} onRetry={() => query.refetch()} />
    return <Loading what="transactions" />
  }
  return (
    <>
      {rows.length === 0 ? <EmptyState>{props.empty}</EmptyState> : null}
      <ul className="tx-list" aria-label="History">
        {rows.slice(0, shown).map((row) =>
          row.kind === 'tx' ? (
            <Row key={row.key} tx={row.tx} suspicious={suspicious.has(row.tx.id)} lookup={lookup} />
          ) : (
            <li key={row.key} className="tx-list__heading">
              <h2 className="tx-list__h">{row.text}</h2>
            </li>
          ),
        )}
      </ul>
      <LoadMoreButton query={query} busyLabel="Loading…" />
    </>
  )
}
