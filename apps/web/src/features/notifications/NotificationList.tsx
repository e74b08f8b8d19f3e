import { Link } from 'react-router'
import { KIND_LABELS } from './notification'
import { markNotificationRead } from './notificationStore'
import { useNotifications } from './useNotifications'

const shortSafe = (safe: string) => safe.replace(/(0x[0-9a-fA-F]{4})[0-9a-fA-F]{32}([0-9a-fA-F]{4})$/, '$1…$2')

/** The centre's list, newest first: kind (once), Safe, what happened as the link to it, mark read. */
export function NotificationList({ onFollow }: { onFollow: () => void }) {
  const notifications = useNotifications()
  if (notifications.length === 0) return <p className="muted">No notifications yet.</p>
  return (
    <ul className="notifications__list" aria-label="Notifications">
      {notifications.map((n) => (
        <li key={n.id} className={n.read ? 'notification' : 'notification notification--unread'}>
          <div className="notification__head">
            <span className="tag">{KIND_LABELS[n.kind]}</span>
            <span className="notification__safe address" title={n.safe}>
              {shortSafe(n.safe)}
            </span>
            <time className="muted" dateTime={new Date(n.createdAt).toISOString()}>
              {new Date(n.createdAt).toLocaleTimeString()}
            </time>
          </div>
          {/* The tag names the kind; the title would say it again ("Incoming funds: Incoming funds …"). */}
          <Link
            to={n.link}
            onClick={() => {
              markNotificationRead(n.id)
              onFollow()
            }}
          >
            {n.text}
          </Link>
          {n.read ? null : (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => markNotificationRead(n.id)}
            >
              Mark read
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
