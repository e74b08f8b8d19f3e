import { useInfiniteQuery } from '@tanstack/react-query'
import { useApp } from '../services/appContext'
import { useCurrentSafe } from '../services/currentSafe'
import { collectiblesQuery } from './gatewayQueries'

/** The current Safe's NFTs, page by page (refreshed by transfers through the Safe's event stream). */
export function useCollectibles() {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  return useInfiniteQuery(collectiblesQuery(gateway, chain.chainId, address))
}
