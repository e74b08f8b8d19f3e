import type { Delegate } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { useApp } from '../services/appContext'
import { useCurrentSafe } from '../services/currentSafe'
import { queryKeys } from './keys'

/** The query key of the current Safe's proposers; writes invalidate it. */
export const proposersKey = queryKeys.proposers

/**
 * The current Safe's proposers (the gateway's delegates for this Safe, and the ones its owners delegated for every
 * Safe they own), each listed once with its label and the owner it proposes for.
 */
export function useSafeProposers() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({
    queryKey: proposersKey(chain.chainId, address),
    queryFn: async (): Promise<Delegate[]> =>
      (await gatewayClient.getDelegates(chain.chainId, { safe: address })).results,
  })
}
