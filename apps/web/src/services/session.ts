import { createContext, useContext } from 'react'

// Below the features: features/auth's SessionProvider (in the page frame) reads and writes the session; the wallet
// island's sign-in, the header's wallet buttons and the address book's sync read it. Reading it through features/auth
// would pull RainbowKit into the first paint.

/** The gateway's session as the web app sees it: signed in as an address, signed out, or no sign-in on this gateway. */
export type Session = { kind: 'signedIn'; address: string } | { kind: 'signedOut' } | { kind: 'unsupported' }

/** What changes the session held by SessionProvider: read it again from the gateway, or note a sign-out. */
export type SessionControl = { refresh(): void; signedOut(): void }

/** The gateway session SessionProvider holds: 'loading' until read, then signed in (as an address) or not. */
export const SessionContext = createContext<Session | 'loading'>('loading')

/** SessionProvider's control of the session; does nothing outside it. */
export const SessionControlContext = createContext<SessionControl>({ refresh() {}, signedOut() {} })

/** The gateway session below SessionProvider: 'loading' until read, then signed in (as an address) or not. */
export function useSession(): Session | 'loading' {
  return useContext(SessionContext)
}

/** Reads the session again or notes a sign-out (the sign-in flow calls these). */
export function useSessionControl(): SessionControl {
  return useContext(SessionControlContext)
}
