import type { PendingExecution } from '@concord/gateway-client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../chains/chainIdOf'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { type Replacement, replaceExecution } from './replaceExecution'

/** One speed-up or cancellation: the execution it replaces (kept for the card while the gateway forgets it) and how. */
export type ReplaceRequest = { pending: PendingExecution; kind: Replacement }

/**
 * The sender's speed-up or cancellation of a pending execution. It stays pending until the Safe's pending executions
 * are read again after the replacement was reported, so the card never drops to the Execute form in between: once the
 * node has swapped the transaction, the gateway forgets the original before it hears of the replacement.
 */
export function useReplaceExecution() {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ pending, kind }: ReplaceRequest) =>
      replaceExecution({ wagmiConfig, gatewayClient, chainId: chainIdOf(chain), safe, account }, pending, kind),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pendingExecutions(chain.chainId, safe) }),
  })
}
