import { useQueue, userTimeZone } from '../../query/useTransactions'
import { LateBulkExecute } from './bulk/LateBulkExecute'
import { TxList } from './TxList'
import { useExecutingHashes } from './useExecutingHashes'

/** Transactions waiting for confirmations or execution, grouped by nonce. */
export function QueuePage() {
  const queue = useQueue()
  const executing = useExecutingHashes()
  return (
    <section className="page">
      <h1>Queue</h1>
      <LateBulkExecute />
      <TxList
        query={queue}
        queued
        executing={executing}
        timeZone={userTimeZone()}
        empty="No transactions are waiting."
        emptyAction={{ label: 'Create a transaction', to: '../new' }}
      />
    </section>
  )
}
