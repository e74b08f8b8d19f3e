import type { GatewayClient } from '@concord/gateway-client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

/** The chain's app catalogue as the gateway serves it to this wallet's origin (DOMAIN_ALLOWLIST apps included only where allowed). */
export const safeAppsQuery = (client: GatewayClient, chainId: string, clientUrl: string) =>
  queryOptions({
    queryKey: ['gateway', 'safeApps', chainId, clientUrl] as const,
    queryFn: () => client.getSafeApps(chainId, { clientUrl }),
    staleTime: 5 * 60_000,
  })

/** The current chain's app catalogue, filtered by the gateway for this wallet's origin. */
export function useSafeApps() {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  return useQuery(safeAppsQuery(gatewayClient, chain.chainId, window.location.origin))
}
