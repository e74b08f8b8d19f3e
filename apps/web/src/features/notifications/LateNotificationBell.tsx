import { lazy, Suspense } from 'react'
import { usePageSettled } from '../../services/afterPageSettles'

// The centre reads the connected account (wagmi) and every watched Safe's stream: none of it is needed for the
// page's first paint, so its code comes once the page has painted its data.
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })))

/** The header's notification centre (see NotificationBell), loaded once the page has settled; nothing before. */
export function LateNotificationBell() {
  const settled = usePageSettled()
  return settled ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null
}
