import type { AppNotification } from './notification'

// Toasts live in this tab only: the centre keeps the notification, the toast is a moment's attention.
let toasts: readonly AppNotification[] = []
const listeners = new Set<() => void>()

function set(next: readonly AppNotification[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** The toasts on screen, oldest first. */
export const currentToasts = (): readonly AppNotification[] => toasts

/** Shows a toast for a notification addressed to the connected owner. */
export const showToast = (notification: AppNotification): void => set([...toasts, notification])

/** Removes one toast (dismissed, or followed to its link). */
export const dismissToast = (id: string): void => set(toasts.filter((t) => t.id !== id))

/** Calls `listener` when the toasts change; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
