// What the shell and other features use of notifications: the header's bell (centre and toasts) and the Settings card.

export { NotificationBell } from './NotificationBell'
export { NotificationsSettingsCard } from './NotificationsSettingsCard'
