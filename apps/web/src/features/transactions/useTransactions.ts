import { useInfiniteQuery } from '@tanstack/react-query'
import { useApp } from '../../app/AppContext'
import { historyQuery, queueQuery } from '../../query/gatewayQueries'
import { useCurrentSafe } from '../safe/SafeContext'

/** The user's IANA time zone: history day labels are cut at its midnights. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** The current Safe's queue, polled as the live-update fallback and refetched when the tab becomes visible again. */
export function useQueue() {
  const { gateway, config } = useApp()
  const { chain, address } = useCurrentSafe()
  return useInfiniteQuery({
    ...queueQuery(gateway, chain.chainId, address),
    refetchInterval: config.pollIntervalMs,
    // Spec §9 turns focus refetches off app-wide; the queue is the exception, since other owners change it while the
    // tab is hidden (and a hidden tab's poll pauses). TanStack's focus manager listens to visibilitychange.
    refetchOnWindowFocus: true,
  })
}

/** The current Safe's history in the user's time zone. */
export function useHistory(timeZone: string) {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  return useInfiniteQuery(historyQuery(gateway, chain.chainId, address, timeZone))
}
