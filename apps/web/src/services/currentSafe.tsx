import type { ChainInfo } from '@concord/gateway-client'
import { createContext, useContext } from 'react'
import type { Address } from 'viem'
import { WebAppError } from '../errors'

/** The Safe a page shows: its chain (from the gateway) and checksummed address. */
export type CurrentSafe = { chain: ChainInfo; address: Address; shortName: string }

const CurrentSafeContext = createContext<CurrentSafe | null>(null)

/** Provides the route's Safe to the pages below it. */
export const CurrentSafeProvider = CurrentSafeContext.Provider

/** The Safe of the current route. */
export function useCurrentSafe(): CurrentSafe {
  const value = useContext(CurrentSafeContext)
  if (!value) {
    throw new WebAppError('OUTSIDE_PROVIDER', 'useCurrentSafe must be used under a /{shortName}:{address} route.')
  }
  return value
}

/** The Safe of the current route, or null outside a Safe's pages (for what works on both, e.g. names). */
export function useCurrentSafeOrNull(): CurrentSafe | null {
  return useContext(CurrentSafeContext)
}
