import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { useApp } from '../services/appContext'
import { safeEventStreamState, subscribeStreamStates } from './safeEventStreamStates'

/** The URL of the Safe's public event stream at the gateway the app talks to. */
function useStreamUrl(chainId: string, address: string): string {
  return useApp().gatewayClient.getSafeEventsUrl(chainId, address)
}

/**
 * Listens to the Safe's event stream while the calling component is mounted (the Safe's pages), so what other
 * owners do shows without reload; returns the poll interval the Safe's queries should use: none while the stream
 * delivers, the configured fallback poll while it is down.
 */
export function useSafeLiveUpdates(chainId: string, address: string): number | false {
  const queryClient = useQueryClient()
  const url = useStreamUrl(chainId, address)
  useEffect(() => {
    // The stream's code (EventSource handling, event parsing and its schema) loads after the first paint; the
    // pages poll until it delivers, as they do while it connects.
    let release: (() => void) | undefined
    let unmounted = false
    void import('./safeEventStream').then(({ retainSafeEventStream }) => {
      if (!unmounted) release = retainSafeEventStream(url, queryClient, { chainId, address })
    })
    return () => {
      unmounted = true
      release?.()
    }
  }, [url, queryClient, chainId, address])
  return useLivePollInterval(chainId, address)
}

/** The poll interval of a Safe's queries: false while its event stream delivers, the fallback poll otherwise. */
export function useLivePollInterval(chainId: string, address: string): number | false {
  const { config } = useApp()
  const url = useStreamUrl(chainId, address)
  // Whether it delivers, not its state: "down" to "connecting" changes no interval, and every reader of the Safe (a
  // page and its cards) rendered again for it while the page loaded.
  const delivering = useSyncExternalStore(subscribeStreamStates, () => safeEventStreamState(url) === 'open')
  return delivering ? false : config.pollIntervalMs
}
