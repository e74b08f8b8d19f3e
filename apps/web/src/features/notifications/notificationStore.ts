import * as v from 'valibot'
import { createStore } from '../../store/createStore'
import { AppNotification, type NewNotification } from './notification'

// The centre is a recent list, not an archive: the oldest beyond this are dropped.
const MAX_KEPT = 100

const Stored = v.array(AppNotification)

// Kept per browser: every tab of the profile shares the list, a reload keeps it; an unreadable list reads as empty.
const notifications = createStore<AppNotification[]>([], {
  key: 'concord.notifications',
  parse: (raw) => v.parse(Stored, JSON.parse(raw)),
})

/** The notifications, newest first. */
export function listNotifications(): AppNotification[] {
  return notifications.get()
}

/**
 * Adds a notification unless one with its id is there already (another tab or an earlier connection heard the same
 * event); returns the stored one when it was new, else null.
 */
export function addNotification(notification: NewNotification, now = Date.now()): AppNotification | null {
  const fresh = notifications.get()
  if (fresh.some((n) => n.id === notification.id)) return null
  const stored: AppNotification = { ...notification, createdAt: now, read: false }
  notifications.set([stored, ...fresh].slice(0, MAX_KEPT))
  return stored
}

/** Marks one notification read. */
export function markNotificationRead(id: string): void {
  notifications.set(notifications.get().map((n) => (n.id === id ? { ...n, read: true } : n)))
}

/** Marks every notification read. */
export function markAllNotificationsRead(): void {
  notifications.set(notifications.get().map((n) => (n.read ? n : { ...n, read: true })))
}

/** Calls `listener` when the list changes, in this tab or another of the profile; returns the unsubscribe. */
export const subscribeNotifications = (listener: () => void): (() => void) => notifications.subscribe(listener)
