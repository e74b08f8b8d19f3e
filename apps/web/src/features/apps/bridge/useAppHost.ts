import { type AppHostHandlers, createAppHost, type UserRequest } from '@concord/apps-host'
import { useEffect, useRef, useState } from 'react'
import { appPermissions } from '../permissions/appPermissions'

/** Where the frame stands: loading, shown, or it could not be loaded. */
export type FrameState = 'loading' | 'loaded' | 'failed'

// An app that has not loaded after this long is reported as failed (Safe{Wallet} waits as long).
const LOAD_TIMEOUT_MS = 30_000

/**
 * Attaches the bridge to the app's frame before the frame gets its `src` (apps ask getSafeInfo once, at load), and
 * tracks whether the app loads. The bridge is rebuilt only when the app URL changes: `handlers` must read current
 * data themselves (see buildHostHandlers).
 */
export function useAppHost(appUrl: string, handlers: AppHostHandlers, onUserRequest: (r: UserRequest) => void) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [state, setState] = useState<FrameState>('loading')
  const latest = useRef({ handlers, onUserRequest })
  latest.current = { handlers, onUserRequest }
  useEffect(() => {
    const iframe = frameRef.current
    if (!iframe) return
    setState('loading')
    const host = createAppHost({
      iframe,
      appUrl,
      handlers: latest.current.handlers,
      permissions: appPermissions,
      onUserRequest: (request) => latest.current.onUserRequest(request),
    })
    const controller = new AbortController()
    // A frame that cannot connect fires no error event across origins: probe the address to tell "down" from "slow".
    fetch(appUrl, { mode: 'no-cors', signal: controller.signal }).catch(() => {
      if (!controller.signal.aborted) setState('failed')
    })
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), LOAD_TIMEOUT_MS)
    const onLoad = () => setState((s) => (s === 'failed' ? s : 'loaded'))
    iframe.addEventListener('load', onLoad)
    iframe.src = appUrl
    return () => {
      controller.abort()
      clearTimeout(timer)
      iframe.removeEventListener('load', onLoad)
      host.destroy()
    }
  }, [appUrl])
  return { frameRef, state }
}
