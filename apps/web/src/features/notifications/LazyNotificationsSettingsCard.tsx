import { lazy, Suspense } from 'react'

// The card reads the wallet (wagmi) and signs the device registration: its code must not reach the shell's first
// paint through this feature's index, which the header also imports.
const Card = lazy(() => import('./NotificationsSettingsCard').then((m) => ({ default: m.NotificationsSettingsCard })))

/** Settings → Notifications (see NotificationsSettingsCard), its code fetched when Settings renders it. */
export function NotificationsSettingsCard() {
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  )
}
