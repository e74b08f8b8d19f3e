import { useQueries } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { KnownToken } from './describeCall'

/**
 * Symbol and decimals of tokens the Safe does not hold, read on the chain once per token (a token's own metadata does
 * not change); a token that does not answer maps to null and its amount shows in raw units, as before.
 */
export function useTokenInfos(addresses: readonly string[]): Map<string, KnownToken> {
  const { wagmiConfig } = useApp()
  const { chain } = useCurrentSafe()
  const results = useQueries({
    queries: addresses.map((address) => ({
      queryKey: queryKeys.txFlow('tokenInfo', chain.chainId, address.toLowerCase()),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: async () => {
        const { readChainTokenInfo } = await import('./readChainTokenInfo')
        return readChainTokenInfo(wagmiConfig, chain, address)
      },
    })),
  })
  const known = new Map<string, KnownToken>()
  results.forEach((result, index) => {
    const address = addresses[index]
    if (result.data && address) known.set(address.toLowerCase(), result.data)
  })
  return known
}
