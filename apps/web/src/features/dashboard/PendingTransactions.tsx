import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useAccount } from 'wagmi'
import { useQueue } from '../../query/useTransactions'
import { EmptyState, ErrorState, Loading } from '../../ui/States'
import { pendingNeeds } from '../../ui/tx/pendingNeeds'
import { PendingTxRow } from './PendingTxRow'

/** The first queued transactions and what each needs from the connected wallet (signature, execution). */
export function PendingTransactions() {
  const queue = useQueue()
  const { address: account } = useAccount()
  const txs = (queue.data?.pages[0]?.results ?? []).flatMap((item) => (item.type === 'TRANSACTION' ? [item] : []))
  return (
    <PendingTransactionsFrame>
      {!queue.data ? (
        queue.isError ? (
          <ErrorState title="Could not load the queue" error={queue.error} onRetry={() => queue.refetch()} />
        ) : (
          <Loading what="the queue" />
        )
      ) : txs.length === 0 ? (
        <EmptyState action={{ label: 'Create a transaction', to: '../transactions/new' }}>
          No transactions are waiting.
        </EmptyState>
      ) : (
        <ul className="tx-list tx-list--compact">
          {txs.slice(0, 5).map(({ transaction }) => (
            <PendingTxRow key={transaction.id} tx={transaction} needs={pendingNeeds(transaction, account)} />
          ))}
        </ul>
      )}
      <Link to="../transactions/queue" relative="path">
        View the queue
      </Link>
    </PendingTransactionsFrame>
  )
}

/** The card's frame and title without its rows: Home shows it for the task before the rows render. */
export function PendingTransactionsFrame({ children }: { children?: ReactNode }) {
  return (
    <section className="card" aria-label="Pending transactions">
      <h2>Pending transactions</h2>
      {children}
    </section>
  )
}
