import { useQueries } from '@tanstack/react-query'
import { useAccount } from 'wagmi'
import { ownedSafesQuery } from '../../query/gatewayQueries'
import { useApp } from '../../services/appContext'

/** The connected wallet's Safes on every chain the gateway serves. */
export function useOwnedSafes() {
  const { gateway, chains } = useApp()
  const { address } = useAccount()
  const results = useQueries({
    queries: chains.map((chain) => ({ ...ownedSafesQuery(gateway, chain.chainId, address ?? ''), enabled: !!address })),
  })
  const safes = chains.flatMap((chain, i) =>
    (results[i]?.data?.safes ?? []).map((safe) => ({ chain, address: safe, key: `${chain.shortName}:${safe}` })),
  )
  const failed = chains.filter((_, i) => results[i]?.isError).map((c) => c.chainName)
  return { connected: !!address, safes, loading: results.some((r) => r.isLoading), failed }
}
