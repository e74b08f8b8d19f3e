import type { SafeInfo } from '@concord/gateway-client'
import { useState } from 'react'
import { AppRequests } from '../bridge/AppRequests'
import { useAppHost } from '../bridge/useAppHost'
import { useAppRequests } from '../bridge/useAppRequests'
import { useBridgeHandlers } from '../bridge/useBridgeHandlers'
import type { AppEntry } from '../catalogue/appEntry'
import { allowAttribute, grantedFeatures } from '../permissions/browserFeatures'

/**
 * Safe{Wallet}'s token list: downloads for apps that export files (the Transaction Builder's batch JSON). Never
 * `allow-top-navigation`: an app must not replace the wallet page. Same-origin is its own (other) origin.
 */
const SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin allow-downloads'

/** One session of an app: its sandboxed frame wired to the bridge, and its requests waiting for the user. */
export function AppSession({
  app,
  origin,
  safeInfo,
  onRetry,
}: {
  app: AppEntry
  origin: string
  safeInfo: SafeInfo
  onRetry: () => void
}) {
  const requests = useAppRequests()
  const handlers = useBridgeHandlers(safeInfo)
  const { frameRef, state } = useAppHost(app.url, handlers, requests.onUserRequest)
  const [allow] = useState(() => allowAttribute(grantedFeatures(origin)))
  return (
    <>
      <AppRequests app={app} origin={origin} queue={requests.queue} onSettled={requests.settle} />
      <div className={state === 'loaded' ? 'app-frame' : 'app-frame app-frame--hidden'}>
        {state === 'loading' ? (
          <p className="app-frame__state" role="status">
            Loading {app.name}…
          </p>
        ) : null}
        {state === 'failed' ? (
          <div className="app-frame__state state--error" role="alert">
            <div>
              <p>
                <strong>This app could not be loaded.</strong> {origin} did not answer: check that the app is online,
                then retry.
              </p>
              <button type="button" className="button" onClick={onRetry}>
                Retry
              </button>
            </div>
          </div>
        ) : null}
        <iframe ref={frameRef} title={app.name} sandbox={SANDBOX} allow={allow} referrerPolicy="strict-origin" />
      </div>
    </>
  )
}
