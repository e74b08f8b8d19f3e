import type { Delegate } from '@concord/gateway-client'
import { isOwner } from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'

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
  return delegations.data.find((d) => here(d) && isOwner(owners, d.delegator))?.delegator ?? null
}
