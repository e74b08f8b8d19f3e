import { useQueries } from '@tanstack/react-query'
import { safeInfoQuery } from '../../../query/gatewayQueries'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'

/** A chain where the open Safe's address is a Safe: CAIP-2 id, the gateway's chain. */
export type SafeChain = { caip: string; chainId: string; shortName: string; name: string }

/**
 * The chains the gateway serves on which the open Safe exists (the gateway knows it there), the open chain first;
 * `loading` while some chain has not answered. Dapps get sessions only on these chains.
 */
export function useSafeChains(): { chains: SafeChain[]; names: Record<string, string>; loading: boolean } {
  const { chains, gateway } = useApp()
  const { chain: open, address } = useCurrentSafe()
  const others = chains.filter((c) => c.chainId !== open.chainId)
  const results = useQueries({
    queries: others.map((c) => ({ ...safeInfoQuery(gateway, c.chainId, address), retry: false })),
  })
  const toSafeChain = (c: (typeof chains)[number]): SafeChain => ({
    caip: `eip155:${c.chainId}`,
    chainId: c.chainId,
    shortName: c.shortName,
    name: c.chainName,
  })
  const found = others.filter((_c, i) => results[i]?.isSuccess).map(toSafeChain)
  const names = Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, `${c.chainName} (eip155:${c.chainId})`]))
  return { chains: [toSafeChain(open), ...found], names, loading: results.some((r) => r.isPending) }
}
