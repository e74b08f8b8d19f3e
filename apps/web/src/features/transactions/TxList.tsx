import type { TransactionListPage } from '@concord/gateway-client'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { LoadMoreButton } from '../../ui/LoadMoreButton'
import { type EmptyAction, EmptyState, ErrorState, Loading } from '../../ui/States'
import { useShownInSteps } from '../../ui/useShownInSteps'
import { toListRows } from './listRows'
import { TxRow } from './TxRow'
import { safeTxHashOfId } from './useExecutingHashes'

// The rows rendered in the first task: a phone's screen of them; the rest follow in the next task.
const FIRST_ROWS = 8

/** The queue or history: rows from every loaded page, "Load more" while the gateway has further pages. */
export function TxList(props: {
  query: UseInfiniteQueryResult<InfiniteData<TransactionListPage>>
  queued: boolean
  timeZone: string
  empty: string
  /** The next step offered when the list is empty. */
  emptyAction?: EmptyAction | undefined
  /** safeTxHashes whose execution is sent and not mined yet (queue only). */
  executing?: ReadonlySet<string> | undefined
}) {
  const { query, queued } = props
  const rows = query.data
    ? toListRows(
        query.data.pages.flatMap((p) => p.results),
        props.timeZone,
      )
    : []
  const shown = useShownInSteps(rows.length, FIRST_ROWS)
  if (!query.data) {
    if (query.isError)
      return <ErrorState title="Could not load transactions" error={query.error} onRetry={() => query.refetch()} />
    return <Loading what="transactions" />
  }
  if (rows.length === 0) return <EmptyState action={props.emptyAction}>{props.empty}</EmptyState>
  return (
    <>
      <ul className="tx-list">
        {rows.slice(0, shown).map((row) => {
          if (row.kind === 'tx')
            return (
              <TxRow
                key={row.key}
                tx={row.tx}
                queued={queued}
                inConflict={row.inConflict}
                executing={props.executing?.has(safeTxHashOfId(row.tx.id) ?? '') ?? false}
              />
            )
          const className = row.kind === 'conflict' ? 'tx-list__conflict' : 'tx-list__heading'
          return (
            <li key={row.key} className={className}>
              {row.kind === 'conflict' ? (
                <h3 className="tx-list__h">{row.text}</h3>
              ) : (
                <h2 className="tx-list__h">{row.text}</h2>
              )}
            </li>
          )
        })}
      </ul>
      <LoadMoreButton query={query} busyLabel="Loading…" />
    </>
  )
}
