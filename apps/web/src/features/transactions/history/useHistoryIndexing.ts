import type { SafeIndexing } from '@concord/gateway-client'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

// How often the progress of a running backfill is asked for: a bar that moves, at one small request a second.
const POLL_MS = 1_000

const indexingQuery = (client: ReturnType<typeof useApp>['gatewayClient'], chainId: string, address: string) =>
  queryOptions({
    queryKey: queryKeys.indexing(chainId, address),
    queryFn: () => client.getSafeIndexing(chainId, address),
    refetchInterval: (query) => (query.state.data?.complete === false ? POLL_MS : false),
  })

/**
 * The gateway's indexing of the current Safe's history (tracked mode: its backfill), polled while it runs; null when
 * the history is complete or the gateway does not say (an older gateway: the history is shown as it is). When a
 * backfill completes, the history read meanwhile is refetched.
 */
export function useHistoryIndexing(): SafeIndexing | null {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const queryClient = useQueryClient()
  const indexing = useQuery(indexingQuery(gatewayClient, chain.chainId, address))
  const running = indexing.data?.complete === false
  const wasRunning = useRef(false)
  useEffect(() => {
    if (wasRunning.current && !running) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope('history', chain.chainId, address) })
    }
    wasRunning.current = running
  }, [running, queryClient, chain.chainId, address])
  return running ? (indexing.data ?? null) : null
}
