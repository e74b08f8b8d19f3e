import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useAccount, useAccountEffect } from 'wagmi'
import { useSession, useSessionControl } from '../../services/session'
import type { AuthApi } from './authApi'
import { needsSignIn } from './authenticationStatus'
import { SignInDialog } from './SignInDialog'

const OpenSignInContext = createContext<() => void>(() => undefined)

/** Opens the sign-in dialog (inside SignInProvider; does nothing outside it). */
export function useOpenSignIn(): () => void {
  return useContext(OpenSignInContext)
}

/**
 * Sign-in with Ethereum against the gateway, in our own dialog: it opens once after a wallet connects (not on a
 * reconnect at load) and from the header's "Sign in"; closing it leaves the wallet connected, read-only. The session
 * follows the wallet: a disconnect, or another account than the signed-in one, ends it at the gateway.
 */
export function SignInProvider({ api, children }: { api: AuthApi; children: ReactNode }) {
  const { address } = useAccount()
  const session = useSession()
  const { refresh, signedOut } = useSessionControl()
  const [open, setOpen] = useState(false)
  const [justConnected, setJustConnected] = useState(false)
  const signOut = useCallback(() => {
    api.logout().then(signedOut, signedOut)
  }, [api, signedOut])
  useAccountEffect({
    onConnect: ({ isReconnected }) => {
      if (!isReconnected) setJustConnected(true)
    },
    onDisconnect: () => {
      setOpen(false)
      signOut()
    },
  })
  useEffect(() => {
    if (!justConnected || session === 'loading') return
    setJustConnected(false)
    if (needsSignIn(session, address)) setOpen(true)
  }, [justConnected, session, address])
  const signedInAs = session !== 'loading' && session.kind === 'signedIn' ? session.address : undefined
  useEffect(() => {
    // Another account in the wallet than the one signed in: its session is not this account's, so it ends.
    if (signedInAs && address && signedInAs.toLowerCase() !== address.toLowerCase()) signOut()
  }, [signedInAs, address, signOut])
  const where = useMemo(() => ({ host: window.location.host, origin: window.location.origin }), [])
  const onSignedIn = useCallback(() => {
    setOpen(false)
    refresh()
  }, [refresh])
  const openSignIn = useCallback(() => setOpen(true), [])
  return (
    <OpenSignInContext.Provider value={openSignIn}>
      {children}
      {open && address ? (
        <SignInDialog key={address} api={api} where={where} onSignedIn={onSignedIn} onClose={() => setOpen(false)} />
      ) : null}
    </OpenSignInContext.Provider>
  )
}
