import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

/**
 * "Add another network" for the current Safe: its setup as the gateway stored it (registered before its deployment,
 * or read from its creation through a factory; an error saying why when none is known), and the registration of the same setup on another configured chain, which gives
 * the same address where that chain has the same factory and singleton (the gateway refuses in words otherwise).
 */
export function useAddNetwork() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const queryClient = useQueryClient()
  const setup = useQuery({
    queryKey: queryKeys.gatewayScope('safeInfo', chain.chainId, `${address}:setup`),
    queryFn: () => gatewayClient.getCounterfactualSafeSetup(chain.chainId, address),
    retry: false,
  })
  const add = useMutation({
    mutationFn: async (chainId: string) => {
      if (!setup.data) throw new Error('The Safe’s setup is not loaded yet: wait a moment and try again.')
      await gatewayClient.registerCounterfactualSafe(chainId, address, setup.data)
      // The Safe list's multi-chain group reads each chain's owned Safes: the new chain's list has it from now on.
      await queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope('ownedSafes', chainId) })
      return chainId
    },
  })
  return { setup, add }
}
