import type { TransactionListPage } from '@concord/gateway-client'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { LoadMoreButton } from '../../../ui/LoadMoreButton'
import { EmptyState, ErrorState, Loading } from '../../../ui/States'
import { useAddressBook } from '../../address-book'
import { toListRows } from '../listRows'
import { HistoryRow } from './HistoryRow'
import { withoutHidden } from './withoutHidden'

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
  if (!query.data) {
    if (query.isError)
      return <ErrorState title="Could not load transactions" error={query.error} onRetry={() => query.refetch()} />
    return <Loading what="transactions" />
  }
  const items = query.data.pages.flatMap((p) => p.results)
  const rows = toListRows(props.showSuspicious ? items : withoutHidden(items, suspicious), props.timeZone)
  return (
    <>
      {rows.length === 0 ? <EmptyState>{props.empty}</EmptyState> : null}
      <ul className="tx-list" aria-label="History">
        {rows.map((row) =>
          row.kind === 'tx' ? (
            <HistoryRow key={row.key} tx={row.tx} suspicious={suspicious.has(row.tx.id)} lookup={lookup} />
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
