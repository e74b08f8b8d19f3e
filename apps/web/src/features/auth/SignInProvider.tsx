import { RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import { type ReactNode, useMemo } from 'react'
import { useAccount } from 'wagmi'
import { useSession, useSessionControl } from '../../services/session'
import type { AuthApi } from './authApi'
import { authenticationStatus } from './authenticationStatus'
import { createSiweAdapter } from './siweAdapter'

/**
 * Sign-in with Ethereum against the gateway, as RainbowKit's authentication: the session comes from SessionProvider,
 * and each sign-in or sign-out is reported back to it.
 */
export function SignInProvider({ api, children }: { api: AuthApi; children: ReactNode }) {
  const { address } = useAccount()
  const session = useSession()
  const { refresh, signedOut } = useSessionControl()
  const adapter = useMemo(
    () =>
      createSiweAdapter(api, { host: window.location.host, origin: window.location.origin }, (signedIn) =>
        signedIn ? refresh() : signedOut(),
      ),
    [api, refresh, signedOut],
  )
  const enabled = session === 'loading' || session.kind !== 'unsupported'
  return (
    <RainbowKitAuthenticationProvider
      adapter={adapter}
      status={authenticationStatus(session, address)}
      enabled={enabled}
    >
      {children}
    </RainbowKitAuthenticationProvider>
  )
}
