import { createStore } from '../../store/createStore'
import type { AppNotification } from './notification'

// Toasts live in this tab only: the centre keeps the notification, the toast is a moment's attention.
const toasts = createStore<readonly AppNotification[]>([])

/** The toasts on screen, oldest first. */
export const currentToasts = (): readonly AppNotification[] => toasts.get()

/** Shows a toast for a notification addressed to the connected owner. */
export const showToast = (notification: AppNotification): void => toasts.set([...toasts.get(), notification])

/** Removes one toast (dismissed, or followed to its link). */
export const dismissToast = (id: string): void => toasts.set(toasts.get().filter((t) => t.id !== id))

/** Calls `listener` when the toasts change; returns the unsubscribe (for useSyncExternalStore). */
export const subscribeToasts = (listener: () => void): (() => void) => toasts.subscribe(listener)
