import * as v from 'valibot'
import type { AppNotification } from './notification'

// Whether this browser shows system notifications while the app's tab is hidden, and the device the gateway knows.
const KEY = 'concord.notifications.browser'

/** The opt-in as kept in localStorage: the registered WEB device, when the gateway took one. */
export const BrowserOptIn = v.object({
  enabled: v.boolean(),
  device: v.nullable(v.object({ uuid: v.string(), chainId: v.string(), safes: v.array(v.string()) })),
})
export type BrowserOptIn = v.InferOutput<typeof BrowserOptIn>

const OFF: BrowserOptIn = { enabled: false, device: null }

/** This browser's opt-in (off when never given or unreadable). */
export function readBrowserOptIn(): BrowserOptIn {
  try {
    const parsed = v.safeParse(BrowserOptIn, JSON.parse(localStorage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.output : OFF
  } catch {
    return OFF
  }
}

/** Stores the opt-in. */
export function writeBrowserOptIn(optIn: BrowserOptIn): void {
  localStorage.setItem(KEY, JSON.stringify(optIn))
}

/** Whether the browser can show notifications at all (the API exists and is not blocked). */
export const browserNotificationsSupported = (): boolean => typeof Notification !== 'undefined'

/**
 * Shows `notification` as a system notification when the user opted in, the browser allows it and the tab is hidden
 * (a visible tab has the centre and toasts); a click focuses the tab and opens the link.
 */
export function showBrowserNotification(notification: AppNotification, open: (link: string) => void): void {
  if (document.visibilityState !== 'hidden' || !browserNotificationsSupported()) return
  if (Notification.permission !== 'granted' || !readBrowserOptIn().enabled) return
  const shown = new Notification(notification.title, { body: notification.text, tag: notification.id })
  shown.onclick = () => {
    window.focus()
    open(notification.link)
    shown.close()
  }
}
