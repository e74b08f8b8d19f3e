import type { GetTransactionHistoryQuery } from '@concord/gateway-client'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useApp } from '../services/appContext'
import { useCurrentSafe } from '../services/currentSafe'
import { localTimeZone } from '../ui/localTimeZone'
import { historyQuery, queueQuery } from './gatewayQueries'
import { useLivePollInterval } from './useSafeLiveUpdates'

/** The user's IANA time zone: history day labels are cut at its midnights. */
export function userTimeZone(): string {
  return localTimeZone()
}

/**
 * The current Safe's queue. The Safe's event stream (held by useSafeInfo on every Safe page) invalidates it on
 * proposals, confirmations and executions, and when the tab becomes visible; the poll runs only while it is down.
 */
export function useQueue() {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  const refetchInterval = useLivePollInterval(chain.chainId, address)
  return useInfiniteQuery({ ...queueQuery(gateway, chain.chainId, address), refetchInterval })
}

/**
 * The current Safe's history in the user's time zone, filtered by the gateway (refreshed by executions and incoming
 * transfers); `enabled` false while the filters are invalid.
 */
export function useHistory(timeZone: string, filters: GetTransactionHistoryQuery = {}, enabled = true) {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  return useInfiniteQuery({ ...historyQuery(gateway, chain.chainId, address, timeZone, filters), enabled })
}
