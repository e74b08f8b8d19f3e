import { useHistory, userTimeZone } from '../../query/useTransactions'
import { TxList } from './TxList'

/** Executed transactions and transfers, newest first, by day in the user's time zone. */
export function HistoryPage() {
  const timeZone = userTimeZone()
  const history = useHistory(timeZone)
  return (
    <section className="page">
      <h1>History</h1>
      <p className="muted">Days in {timeZone}.</p>
      <TxList query={history} queued={false} timeZone={timeZone} empty="This Safe has no transactions yet." />
    </section>
  )
}
