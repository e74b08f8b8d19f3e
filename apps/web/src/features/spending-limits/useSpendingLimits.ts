import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'

/**
 * The Safe's spending limits as the gateway reads them on chain (one request, where the web would make a call per
 * delegate and token). Not cached across visits: a limit's spent amount changes whenever its beneficiary spends.
 */
export function useSpendingLimits() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({
    queryKey: spendingLimitsKey(chain.chainId, address),
    gcTime: 0,
    queryFn: () => gatewayClient.getSpendingLimits(chain.chainId, address),
  })
}

/** The key of a Safe's spending limits, for the spend form to refresh them after a transfer. */
export function spendingLimitsKey(chainId: string, address: string) {
  return queryKeys.txFlow('spending-limits', chainId, address)
}
