import type { SafeMessageListPage } from '@concord/gateway-client'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useCurrentSafe } from '../../../services/currentSafe'
import { LoadMoreButton } from '../../../ui/LoadMoreButton'
import { EmptyState, ErrorState, Loading } from '../../../ui/States'
import { describeMessage, messageDetailsPath, messageStatusText } from '../shared/describeMessage'

const dayOf = (timestamp: number) =>
  new Date(timestamp).toLocaleDateString(undefined, { timeZone: 'UTC', dateStyle: 'long' })

/** The Safe's messages with the gateway's day labels (UTC days, as the gateway cuts them), newest first. */
export function MessageList({ query }: { query: UseInfiniteQueryResult<InfiniteData<SafeMessageListPage>> }) {
  const { shortName, address } = useCurrentSafe()
  if (!query.data) {
    if (query.isError)
      return <ErrorState title="Could not load messages" error={query.error} onRetry={() => query.refetch()} />
    return <Loading what="messages" />
  }
  const items = query.data.pages.flatMap((p) => p.results)
  if (items.length === 0) {
    return (
      <EmptyState>
        No messages yet. Use "New message" above to have this Safe sign a text or typed data, or open an app that asks
        for a signature; owners then confirm it here.
      </EmptyState>
    )
  }
  return (
    <>
      <ul className="tx-list" aria-label="Messages">
        {items.map((item) =>
          item.type === 'DATE_LABEL' ? (
            <li key={`day-${item.timestamp}`} className="tx-list__heading">
              <h2 className="tx-list__h">{dayOf(item.timestamp)}</h2>
            </li>
          ) : (
            <li key={item.messageHash} className="tx-row">
              <Link to={messageDetailsPath(shortName, address, item.messageHash)} className="tx-row__link">
                <span className="tx-row__what">{describeMessage(item.message, 80, item.messageKind)}</span>
                <span className="tx-row__time">
                  {new Date(item.creationTimestamp).toLocaleTimeString(undefined, {
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </span>
                <span className="tx-row__confirmations">
                  {item.confirmationsSubmitted}/{item.confirmationsRequired}
                </span>
                <span
                  className={`tx-row__status status-tag status-tag--${item.status === 'CONFIRMED' ? 'success' : 'needs-your-signature'}`}
                >
                  {messageStatusText(item.status)}
                </span>
              </Link>
            </li>
          ),
        )}
      </ul>
      <LoadMoreButton query={query} busyLabel="Loading…" />
    </>
  )
}
