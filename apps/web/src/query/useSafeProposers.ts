import type { Delegate } from '@concord/gateway-client'
import { useQuery } from '@tanstack/react-query'
import { useApp } from '../services/appContext'
import { useCurrentSafe } from '../services/currentSafe'
import { queryKeys } from './keys'

/** The query key of the current Safe's proposers; writes invalidate it. */
export const proposersKey = queryKeys.proposers

/**
 * The current Safe's proposers (the gateway's delegates for this Safe, and the ones its owners delegated for every
 * Safe they own), each listed once with its label and the owner it proposes for.
 */
export function useSafeProposers() {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({
    queryKey: proposersKey(chain.chainId, address),
    queryFn: async (): Promise<Delegate[]> =>
      (await gatewayClient.getDelegates(chain.chainId, { safe: address })).results,
  })
}

/**
 * The owner `account` proposes for on the current Safe (a delegation for this Safe or for every Safe, by one of its
 * `owners`), or null when it is not a proposer here; undefined while that is being read.
 */
export function useProposerFor(account: string | undefined, owners: readonly string[]): string | null | undefined {
  const { gatewayClient } = useApp()
  const { chain, address } = useCurrentSafe()
  const delegations = useQuery({
    queryKey: queryKeys.delegations(chain.chainId, account),
    queryFn: async () => (await gatewayClient.getDelegates(chain.chainId, { delegate: account })).results,
    enabled: account !== undefined,
  })
  if (account === undefined) return null
  if (!delegations.data) return delegations.isError ? null : undefined
  const here = (d: Delegate) => d.safe === null || d.safe.toLowerCase() === address.toLowerCase()
  const byOwner = (d: Delegate) => owners.some((o) => o.toLowerCase() === d.delegator.toLowerCase())
  return delegations.data.find((d) => here(d) && byOwner(d))?.delegator ?? null
}
