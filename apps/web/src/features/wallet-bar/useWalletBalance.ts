import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { queryKeys } from '../../query/keys'
import { usePageSettled } from '../../services/usePageSettled'

/**
 * The connected wallet's native balance as the account button shows it ("9,987.9 ETH"), read once the page has
 * settled; undefined before, or on a chain the app does not know. The wallet island shows it too until RainbowKit has
 * its own, so the button's label does not change when RainbowKit takes over.
 */
export function useWalletBalance(address: Address | undefined, chainId: number | undefined): string | undefined {
  const config = useConfig()
  const settled = usePageSettled()
  const known = config.chains.some((c) => c.id === chainId)
  const { data } = useQuery({
    queryKey: queryKeys.walletBalance(chainId, address),
    queryFn: async () => {
      if (!address || chainId === undefined) return null
      // viem's balance read (its call action) stays out of the first paint.
      const { readWalletBalance } = await import('./readWalletBalance')
      return readWalletBalance(config, chainId, address)
    },
    enabled: settled && address !== undefined && known,
    staleTime: 30_000,
  })
  return data ?? undefined
}
