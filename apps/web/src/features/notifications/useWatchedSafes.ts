import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { useAccount } from 'wagmi'
import { useApp } from '../../services/appContext'
import { isStringArray } from '../../ui/usePersistentState'
import { type WatchedSafe, watchedSafes } from './watchedSafes'

// The welcome page's list of added Safes (`shortName:address`).
function readWatchlist(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem('concord.watchlist') ?? '[]')
    return isStringArray(list) ? list : []
  } catch {
    return []
  }
}

/** The Safes the centre hears: the open one and the added ones of its chain (see watchedSafes). */
export function useWatchedSafes(): WatchedSafe[] {
  const { chains } = useApp()
  const { chainId: walletChainId } = useAccount()
  const { pathname } = useLocation()
  return useMemo(
    () => watchedSafes(pathname, readWatchlist(), chains, walletChainId),
    [pathname, chains, walletChainId],
  )
}
