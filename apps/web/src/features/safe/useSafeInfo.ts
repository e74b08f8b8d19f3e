import { useQuery } from '@tanstack/react-query'
import { useApp } from '../../app/AppContext'
import { safeInfoQuery } from '../../query/gatewayQueries'
import { useCurrentSafe } from './SafeContext'

/** The current Safe's info, polled as the live-update fallback until the gateway's event stream exists. */
export function useSafeInfo() {
  const { gateway, config } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({ ...safeInfoQuery(gateway, chain.chainId, address), refetchInterval: config.pollIntervalMs })
}
