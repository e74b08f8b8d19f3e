import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressNameLookup } from '../../ui/AddressNames'

/** An address's name: the address book's first, else the gateway's contracts endpoint's; null when neither knows it. */
export function useContractName(address: string): string | null {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  const lookup = useAddressNameLookup()
  const contract = useQuery({
    queryKey: queryKeys.txFlow('contract', chain.chainId, address),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => gatewayClient.getContract(chain.chainId, address),
  })
  return lookup(address) ?? (contract.data?.displayName || contract.data?.name || null)
}
