import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { fetchKnownContracts } from './fetchKnownContracts'

/** The contracts the gateway knows with an ABI, for the contract-interaction picker (empty when it lists none). */
export function useKnownContracts() {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  return useQuery({
    queryKey: queryKeys.contracts(chain.chainId),
    retry: false,
    staleTime: 60 * 60_000,
    queryFn: () => fetchKnownContracts(gatewayClient, chain.chainId),
  })
}
