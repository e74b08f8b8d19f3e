import type { GatewayClient, PendingExecution } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'

// An execution is mined within seconds to minutes: the page asks again this often while one may be in flight.
const POLL_MS = 4_000

/** The query of a Safe's executions sent and not mined yet, shared by the details page and the queue (one cache entry). */
export function pendingExecutionsQuery(
  gatewayClient: Pick<GatewayClient, 'getPendingExecutions'>,
  chainId: string,
  safe: string,
) {
  return {
    queryKey: queryKeys.pendingExecutions(chainId, safe),
    queryFn: () => gatewayClient.getPendingExecutions(chainId, safe),
  }
}

/**
 * The execution of `safeTxHash` that is sent and not mined yet (whoever sent it: the gateway checks it on the chain),
 * or null; read again every few seconds while shown.
 */
export function usePendingExecution(safeTxHash: string): PendingExecution | null {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const { data } = useQuery({
    ...pendingExecutionsQuery(gatewayClient, chain.chainId, address),
    refetchInterval: POLL_MS,
  })
  const wanted = safeTxHash.toLowerCase()
  return data?.results.find((p) => p.safeTxHash.toLowerCase() === wanted) ?? null
}
