import { useQuery } from '@tanstack/react-query'
import { useApp } from '../../app/AppContext'
import { useCurrentSafe } from '../safe/SafeContext'

/** The part of the gateway's contract answer this flow reads (`GET /v1/chains/{chainId}/contracts/{address}`). */
type KnownContract = { name?: string | null; displayName?: string | null; contractAbi: { abi: unknown } | null }
type ContractLookup = { getContract?: (chainId: string, address: string) => Promise<KnownContract> }

/**
 * The ABI the gateway's data decoder knows for `address` (null when it knows none, or when the gateway has no
 * contracts endpoint): the user pastes one then.
 */
export function useContractAbi(address: string | undefined) {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  // Read structurally: the contracts call is recent, and a gateway client without it simply offers no known ABI.
  const lookup = (gatewayClient as unknown as ContractLookup).getContract
  return useQuery({
    queryKey: ['gateway', 'contract', chain.chainId, address] as const,
    enabled: Boolean(address),
    retry: false,
    staleTime: 60 * 60_000,
    queryFn: async () => {
      if (!lookup || !address) return null
      try {
        const contract = await lookup.call(gatewayClient, chain.chainId, address)
        if (!contract.contractAbi) return null
        return { name: contract.displayName || contract.name || null, abi: contract.contractAbi.abi }
      } catch {
        // 404: a contract the gateway never saw.
        return null
      }
    },
  })
}
