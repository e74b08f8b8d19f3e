import { type AuthenticationStatus, RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { SessionContext } from '../../services/session'
import type { AuthApi, Session } from './authApi'
import { createSiweAdapter } from './siweAdapter'

/** The RainbowKit status for a session and the connected account (a session for another account does not count). */
export function authenticationStatus(session: Session | 'loading', address: string | undefined): AuthenticationStatus {
  if (session === 'loading') return 'loading'
  if (session.kind !== 'signedIn') return 'unauthenticated'
  return !address || isAddressEqual(session.address as `0x${string}`, address as `0x${string}`)
    ? 'authenticated'
    : 'unauthenticated'
}

/** Sign-in with Ethereum against the gateway; the session (a cookie) is read back on load so it survives reloads. */
export function SignInProvider({ api, children }: { api: AuthApi; children: ReactNode }) {
  const { address } = useAccount()
  const [session, setSession] = useState<Session | 'loading'>('loading')
  const refresh = useCallback(() => {
    api.me().then(setSession, () => setSession({ kind: 'signedOut' }))
  }, [api])
  useEffect(refresh, [refresh])
  const adapter = useMemo(
    () =>
      createSiweAdapter(api, { host: window.location.host, origin: window.location.origin }, (signedIn) =>
        signedIn ? refresh() : setSession({ kind: 'signedOut' }),
      ),
    [api, refresh],
  )
  const enabled = session === 'loading' || session.kind !== 'unsupported'
  return (
    <RainbowKitAuthenticationProvider
      adapter={adapter}
      status={authenticationStatus(session, address)}
      enabled={enabled}
    >
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </RainbowKitAuthenticationProvider>
  )
}
