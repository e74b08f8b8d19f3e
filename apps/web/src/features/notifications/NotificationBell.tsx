import { lazy, Suspense } from 'react'
import { useDisclosure } from '../../ui/useDisclosure'
import { NotificationList } from './NotificationList'
import { NotificationToasts } from './NotificationToasts'
import { markAllNotificationsRead } from './notificationStore'
import { useNotificationFeed } from './useNotificationFeed'
import { useNotifications } from './useNotifications'
import './notifications.css'

// Signing the device registration (wagmi's signMessage, the typed-data hash) loads when the centre is first opened.
const BrowserNotificationsControl = lazy(() =>
  import('./BrowserNotificationsControl').then((m) => ({ default: m.BrowserNotificationsControl })),
)

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  )
}

/**
 * The header's notification centre: a bell with the unread count opening the list (mark one or all read, browser
 * notifications), fed by the watched Safes' event streams; toasts for what needs the connected owner.
 */
export function NotificationBell() {
  useNotificationFeed()
  const notifications = useNotifications()
  const unread = notifications.filter((n) => !n.read).length
  // Closes on Escape and when a followed notification lands on its page.
  const { open, toggle, close } = useDisclosure()
  return (
    <div className="notifications">
      <button
        type="button"
        className="button button--ghost notifications__bell"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notifications__count" aria-hidden="true">
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section className="notifications__panel card" aria-label="Notification centre">
          <div className="notifications__head">
            <h2>Notifications</h2>
            <button
              type="button"
              className="button button--small"
              disabled={unread === 0}
              onClick={markAllNotificationsRead}
            >
              Mark all read
            </button>
          </div>
          <NotificationList onFollow={close} />
          <Suspense fallback={null}>
            <BrowserNotificationsControl />
          </Suspense>
        </section>
      ) : null}
      <NotificationToasts />
    </div>
  )
}
