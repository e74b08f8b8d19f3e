import { Link } from 'react-router'
import { EmptyState, ErrorState, Loading } from '../../ui/States'
import { TxRow } from '../transactions/TxRow'
import { useQueue } from '../transactions/useTransactions'

/** The first queued transactions and what each needs. */
export function PendingTransactions() {
  const queue = useQueue()
  const txs = (queue.data?.pages[0]?.results ?? []).flatMap((item) => (item.type === 'TRANSACTION' ? [item] : []))
  return (
    <section className="card" aria-label="Pending transactions">
      <h2>Pending transactions</h2>
      {!queue.data ? (
        queue.isError ? (
          <ErrorState title="Could not load the queue" error={queue.error} onRetry={() => queue.refetch()} />
        ) : (
          <Loading what="the queue" />
        )
      ) : txs.length === 0 ? (
        <EmptyState>No transactions are waiting.</EmptyState>
      ) : (
        <ul className="tx-list">
          {txs.slice(0, 5).map((item) => (
            <TxRow key={item.transaction.id} tx={item.transaction} queued inConflict={item.conflictType !== 'None'} />
          ))}
        </ul>
      )}
      <Link to="../transactions/queue" relative="path">
        View the queue
      </Link>
    </section>
  )
}
