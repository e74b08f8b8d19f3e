import { useSyncExternalStore } from 'react'
import type { AppNotification } from './notification'
import { listNotifications, subscribeNotifications } from './notificationStore'
import { currentToasts, subscribeToasts } from './toastStore'

/** The centre's notifications, newest first, following changes from this tab and the others. */
export function useNotifications(): AppNotification[] {
  return useSyncExternalStore(subscribeNotifications, listNotifications)
}

/** The toasts on screen in this tab. */
export function useToasts(): readonly AppNotification[] {
  return useSyncExternalStore(subscribeToasts, currentToasts)
}
