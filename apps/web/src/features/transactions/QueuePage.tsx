import { useQueue, userTimeZone } from '../../query/useTransactions'
import { BulkExecuteButton } from './bulk/BulkExecuteButton'
import { TxList } from './TxList'

/** Transactions waiting for confirmations or execution, grouped by nonce. */
export function QueuePage() {
  const queue = useQueue()
  return (
    <section className="page">
      <h1>Queue</h1>
      <BulkExecuteButton />
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
