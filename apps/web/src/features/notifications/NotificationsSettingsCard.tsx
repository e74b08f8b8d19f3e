import { BrowserNotificationsControl } from './BrowserNotificationsControl'

/** Settings → Notifications: the browser-notification opt-in. */
export function NotificationsSettingsCard() {
  return (
    <section className="card" aria-labelledby="notifications-settings">
      <h2 id="notifications-settings">Notifications</h2>
      <BrowserNotificationsControl />
    </section>
  )
}
