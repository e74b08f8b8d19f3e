import type { TokenInfo } from '@concord/gateway-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

// Keyed under the Safe's history: the event stream marks it stale whenever the history changes.
const historyTokensQuery = (client: ReturnType<typeof useApp>['gatewayClient'], chainId: string, address: string) =>
  queryOptions({
    queryKey: queryKeys.historyTokens(chainId, address),
    queryFn: () => client.getHistoryTokens(chainId, address),
  })

/**
 * The tokens the history's token filter offers: those the history moves (held today or not) and those held today,
 * once each, native coin first.
 */
export function useHistoryTokens(held: readonly TokenInfo[]): TokenInfo[] {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const moved = useQuery(historyTokensQuery(gatewayClient, chain.chainId, address))
  return useMemo(() => {
    const all = [...(moved.data?.tokens ?? []), ...held]
    return all.filter((t, i) => all.findIndex((o) => o.address.toLowerCase() === t.address.toLowerCase()) === i)
  }, [moved.data, held])
}
