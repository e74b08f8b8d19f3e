import { userTimeZone } from '../../query/useTransactions'
import { HistoryView } from './history/HistoryView'

/** Executed transactions and transfers, newest first, by day in the user's time zone; filters kept in the URL. */
export function HistoryPage() {
  const timeZone = userTimeZone()
  return (
    <section className="page">
      <h1>History</h1>
      <p className="muted">Days in {timeZone}.</p>
      <HistoryView timeZone={timeZone} />
    </section>
  )
}
