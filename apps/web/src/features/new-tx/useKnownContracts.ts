import { useQuery } from '@tanstack/react-query'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'

/** A contract the user can pick: its address, the name to show and its ABI. */
export type PickableContract = { address: string; name: string; abi: readonly unknown[] }

// A decoder config registers a handful of contracts; this many pages is a safety stop, not a real limit.
const MAX_PAGES = 10

/**
 * The contracts the gateway's data decoder config knows with an address and an ABI (`GET /v1/chains/{chainId}/contracts`),
 * every page; empty when the gateway has no such list (a Concord extension), so the flow still takes an address or a paste.
 */
export function useKnownContracts() {
  const { gatewayClient } = useApp()
  const { chain } = useCurrentSafe()
  return useQuery({
    queryKey: ['gateway', 'contracts', chain.chainId] as const,
    retry: false,
    staleTime: 60 * 60_000,
    queryFn: async (): Promise<PickableContract[]> => {
      const picked: PickableContract[] = []
      try {
        let page = await gatewayClient.getContracts(chain.chainId, { cursor: 'limit=200&offset=0' })
        for (let pages = 1; ; pages++) {
          for (const c of page.results) {
            if (c.contractAbi)
              picked.push({ address: c.address, name: c.displayName || c.name || '', abi: c.contractAbi.abi })
          }
          if (!page.next || pages >= MAX_PAGES) break
          page = await gatewayClient.getContracts(chain.chainId, undefined, page.next)
        }
      } catch {
        // A gateway without the list (404) or unreachable: the address field and the paste still work.
      }
      return picked
    },
  })
}
