import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useApp } from '../../services/appContext'
import { type Session, SessionContext, SessionControlContext } from '../../services/session'
import { usePageSettled } from '../../services/usePageSettled'
import { createAuthApi } from './authApi'

/**
 * The gateway session (an HttpOnly cookie) for the whole page, read once the page has settled, so it survives reloads:
 * the header shows "Sign in" or the account from it before RainbowKit has loaded, and the address book syncs from it.
 * The sign-in flow (SignInProvider, inside the wallet island) reads it and reports sign-ins and sign-outs back.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { gatewayClient } = useApp()
  const api = useMemo(() => createAuthApi(gatewayClient), [gatewayClient])
  const [session, setSession] = useState<Session | 'loading'>('loading')
  const refresh = useCallback(() => {
    api.me().then(setSession, () => setSession({ kind: 'signedOut' }))
  }, [api])
  // Read once the page has painted its data: the header's buttons work meanwhile, and a phone's first requests go
  // to what the page shows.
  const settled = usePageSettled()
  useEffect(() => {
    if (settled) refresh()
  }, [settled, refresh])
  const control = useMemo(() => ({ refresh, signedOut: () => setSession({ kind: 'signedOut' }) }), [refresh])
  return (
    <SessionControlContext.Provider value={control}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionControlContext.Provider>
  )
}
