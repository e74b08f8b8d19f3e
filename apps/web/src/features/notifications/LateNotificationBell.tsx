import { lazy } from 'react'
import { AfterPageSettles } from '../../services/AfterPageSettles'

const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })))

/**
 * The header's notification centre (see NotificationBell), loaded once the page has settled; nothing before. It reads
 * the connected account (wagmi) and every watched Safe's stream: none of it is needed for the page's first paint.
 */
export function LateNotificationBell() {
  return (
    <AfterPageSettles>
      <NotificationBell />
    </AfterPageSettles>
  )
}
