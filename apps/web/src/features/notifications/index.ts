// What the shell and other features use of notifications: the header's bell (centre and toasts) and the Settings card.

export { LateNotificationBell } from './LateNotificationBell'
export { NotificationsSettingsCard } from './LazyNotificationsSettingsCard'
