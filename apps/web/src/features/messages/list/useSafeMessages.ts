import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { safeMessageQuery } from '../../../query/safeMessageQuery'
import { useLivePollInterval } from '../../../query/useSafeLiveUpdates'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { safeMessagesQuery } from './messageQueries'

/** The current Safe's messages (refreshed by the Safe's event stream; polled only while it is down). */
export function useSafeMessages() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const refetchInterval = useLivePollInterval(chain.chainId, address)
  return useInfiniteQuery({ ...safeMessagesQuery(gatewayClient, chain.chainId, address), refetchInterval })
}

/** One message of the current Safe by its hash (empty hash: nothing is fetched; null: the gateway has none). */
export function useSafeMessage(messageHash: string) {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const refetchInterval = useLivePollInterval(chain.chainId, address)
  return useQuery({
    ...safeMessageQuery(gatewayClient, chain.chainId, address, messageHash),
    enabled: messageHash.length > 0,
    refetchInterval,
  })
}
