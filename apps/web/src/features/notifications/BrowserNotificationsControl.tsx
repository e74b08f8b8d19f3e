import { browserNotificationsSupported } from './browserNotifications'
import { useBrowserNotifications } from './useBrowserNotifications'

function describeOptIn(device: { safes: string[] } | null): string {
  if (!device) {
    return 'Browser notifications are on in this browser. Connect the wallet of an owner and turn them on again to register this browser with the gateway.'
  }
  const safes = device.safes.length === 1 ? '1 Safe' : `${device.safes.length} Safes`
  return `Browser notifications are on: this browser is registered with the gateway for ${safes}.`
}

/** Turns system notifications (while the tab is hidden) on or off; on registers this browser with the gateway. */
export function BrowserNotificationsControl() {
  const { optIn, busy, problem, enable, disable } = useBrowserNotifications()
  if (!browserNotificationsSupported()) return <p className="muted">This browser cannot show notifications.</p>
  return (
    <div className="browser-notifications">
      {optIn.enabled ? (
        <>
          <p>{describeOptIn(optIn.device)}</p>
          <button type="button" className="button" disabled={busy} onClick={disable}>
            Turn off browser notifications
          </button>
        </>
      ) : (
        <>
          <p className="muted">
            Get a system notification while this tab is in the background. The browser asks first.
          </p>
          <button type="button" className="button" disabled={busy} onClick={enable}>
            Enable browser notifications
          </button>
        </>
      )}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
