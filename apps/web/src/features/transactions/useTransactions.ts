import { useInfiniteQuery } from '@tanstack/react-query'
import { useApp } from '../../app/AppContext'
import { historyQuery, queueQuery } from '../../query/gatewayQueries'
import { useCurrentSafe } from '../safe/SafeContext'

/** The user's IANA time zone: history day labels are cut at its midnights. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** The current Safe's queue, polled as the live-update fallback. */
export function useQueue() {
  const { gateway, config } = useApp()
  const { chain, address } = useCurrentSafe()
  return useInfiniteQuery({ ...queueQuery(gateway, chain.chainId, address), refetchInterval: config.pollIntervalMs })
}

/** The current Safe's history in the user's time zone. */
export function useHistory(timeZone: string) {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  return useInfiniteQuery(historyQuery(gateway, chain.chainId, address, timeZone))
}
