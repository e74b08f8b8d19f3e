import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../chains/chainIdOf'
import { useAddRecentTransaction } from '../../connection/recentTransactions'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { ChainWritePhase } from './ChainWriteStatus'
import { type ExecuteRequest, executeSafeTx } from './executeSafeTx'

/**
 * Executes a SafeTx of the current Safe from the connected account (executeSafeTx), with the write's phase for the
 * page, the hash in recent transactions, and the queue, history and Safe info refetched once mined.
 */
export function useExecuteSafeTx() {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<ChainWritePhase>({ step: 'idle' })
  const mutation = useMutation({
    mutationFn: (request: ExecuteRequest) =>
      executeSafeTx(
        {
          wagmiConfig,
          gatewayClient,
          chainId: chainIdOf(chain),
          safe,
          account,
          onPhase: setPhase,
          onSent: (hash) => addRecentTransaction({ hash, description: request.what }),
          refresh: () => queryClient.invalidateQueries({ queryKey: queryKeys.gateway() }),
        },
        request,
      ),
    onSettled: () => setPhase({ step: 'idle' }),
  })
  return {
    execute: mutation.mutateAsync,
    phase,
    error: mutation.error,
    isPending: mutation.isPending,
    data: mutation.data,
    reset: mutation.reset,
  }
}
