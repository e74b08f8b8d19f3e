import { useQueue, userTimeZone } from '../../query/useTransactions'
import { LateBulkExecute } from './bulk/LateBulkExecute'
import { TxList } from './TxList'

/** Transactions waiting for confirmations or execution, grouped by nonce. */
export function QueuePage() {
  const queue = useQueue()
  return (
    <section className="page">
      <h1>Queue</h1>
      <LateBulkExecute />
      <TxList
        query={queue}
        queued
        timeZone={userTimeZone()}
        empty="No transactions are waiting."
        emptyAction={{ label: 'Create a transaction', to: '../new' }}
      />
    </section>
  )
}
