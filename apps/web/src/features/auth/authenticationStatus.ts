import type { AuthenticationStatus } from '@rainbow-me/rainbowkit'
import { isAddressEqual } from 'viem'
import type { Session } from '../../services/session'

/** The RainbowKit status for a session and the connected account (a session for another account does not count). */
export function authenticationStatus(session: Session | 'loading', address: string | undefined): AuthenticationStatus {
  if (session === 'loading') return 'loading'
  if (session.kind !== 'signedIn') return 'unauthenticated'
  return !address || isAddressEqual(session.address as `0x${string}`, address as `0x${string}`)
    ? 'authenticated'
    : 'unauthenticated'
}

/** True when a connected account should sign in: the gateway offers sign-in and has no session for this account. */
export function needsSignIn(session: Session | 'loading', address: string | undefined): boolean {
  if (address === undefined || session === 'loading' || session.kind === 'unsupported') return false
  return authenticationStatus(session, address) === 'unauthenticated'
}
