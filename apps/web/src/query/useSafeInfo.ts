import { useQuery } from '@tanstack/react-query'
import { useApp } from '../services/appContext'
import { useCurrentSafe } from '../services/currentSafe'
import { safeInfoQuery } from './gatewayQueries'
import { useSafeLiveUpdates } from './useSafeLiveUpdates'

/**
 * The current Safe's info. Every page of a Safe reads it (the sidebar does), so this is where the Safe's event
 * stream is held open: events refresh what changed, and the fallback poll runs only while the stream is down.
 */
export function useSafeInfo() {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  const refetchInterval = useSafeLiveUpdates(chain.chainId, address)
  return useQuery({ ...safeInfoQuery(gateway, chain.chainId, address), refetchInterval })
}
