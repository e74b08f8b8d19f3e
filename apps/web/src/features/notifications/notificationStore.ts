import { z } from 'zod/mini'
import { AppNotification, type NewNotification } from './notification'

// Kept per browser: every tab of the profile shares the list, a reload keeps it.
const KEY = 'concord.notifications'
// The centre is a recent list, not an archive: the oldest beyond this are dropped.
const MAX_KEPT = 100

const Stored = z.array(AppNotification)

function load(): AppNotification[] {
  try {
    const parsed = Stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

let current: AppNotification[] | null = null
const listeners = new Set<() => void>()

function save(next: AppNotification[]) {
  current = next
  localStorage.setItem(KEY, JSON.stringify(next))
  for (const listener of listeners) listener()
}

/** The notifications, newest first. */
export function listNotifications(): AppNotification[] {
  current ??= load()
  return current
}

/**
 * Adds a notification unless one with its id is there already (another tab or an earlier connection heard the same
 * event); returns the stored one when it was new, else null.
 */
export function addNotification(notification: NewNotification, now = Date.now()): AppNotification | null {
  const fresh = load()
  if (fresh.some((n) => n.id === notification.id)) {
    current = fresh
    return null
  }
  const stored: AppNotification = { ...notification, createdAt: now, read: false }
  save([stored, ...fresh].slice(0, MAX_KEPT))
  return stored
}

/** Marks one notification read. */
export function markNotificationRead(id: string): void {
  save(load().map((n) => (n.id === id ? { ...n, read: true } : n)))
}

/** Marks every notification read. */
export function markAllNotificationsRead(): void {
  save(load().map((n) => (n.read ? n : { ...n, read: true })))
}

/** Calls `listener` when the list changes, in this tab or another of the profile; returns the unsubscribe. */
export function subscribeNotifications(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return
    current = load()
    listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
