import { Link } from 'react-router'
import { dismissToast } from './toastStore'
import { useToasts } from './useNotifications'

/** Toasts for what is addressed to the connected owner (a signature is missing), each with its link and a dismiss. */
export function NotificationToasts() {
  const toasts = useToasts()
  return (
    <section className="toasts" aria-label="Alerts for you" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className="toast" role="status">
          <strong>{t.title}</strong>
          <span>{t.text}</span>
          <div className="toast__actions">
            <Link className="button button--small button--primary" to={t.link} onClick={() => dismissToast(t.id)}>
              Open
            </Link>
            <button type="button" className="button button--small button--ghost" onClick={() => dismissToast(t.id)}>
              Dismiss
            </button>
          </div>
        </div>
      ))}
    </section>
  )
}
