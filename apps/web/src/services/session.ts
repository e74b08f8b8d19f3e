import { createContext, useContext } from 'react'

// Below the features: the wallet island's sign-in provider writes the session, the address book's sync (mounted with
// the Safe's pages) reads it. Reading it through features/auth would pull RainbowKit into the first paint.

/** The gateway's session as the web app sees it: signed in as an address, signed out, or no sign-in on this gateway. */
export type Session = { kind: 'signedIn'; address: string } | { kind: 'signedOut' } | { kind: 'unsupported' }

/** The gateway session SignInProvider holds: 'loading' until read, then signed in (as an address) or not. */
export const SessionContext = createContext<Session | 'loading'>('loading')

/** The gateway session below SignInProvider: 'loading' until read, then signed in (as an address) or not. */
export function useSession(): Session | 'loading' {
  return useContext(SessionContext)
}
