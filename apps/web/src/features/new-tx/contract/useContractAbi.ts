import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

/**
 * The ABI the gateway's data decoder knows for `address` (null when it knows none, or when the gateway has no
 * contracts endpoint): the user pastes one then.
 */
export function useContractAbi(address: string | undefined) {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  return useQuery({
    queryKey: queryKeys.contract(chain.chainId, address),
    enabled: Boolean(address),
    retry: false,
    staleTime: 60 * 60_000,
    queryFn: async () => {
      if (!address) return null
      try {
        const contract = await gatewayClient.getContract(chain.chainId, address)
        if (!contract.contractAbi) return null
        return { name: contract.displayName || contract.name || null, abi: contract.contractAbi.abi }
      } catch {
        // 404: a contract the gateway never saw (or a gateway without the route): the user pastes an ABI.
        return null
      }
    },
  })
}
