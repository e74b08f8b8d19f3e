import { chainIdNumber } from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../../chains/chainIdOf'
import { walletTypedDataSigner } from '../../../connection/walletTypedDataSigner'
import { WebAppError } from '../../../errors'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { deleteRequestTypedData } from './deleteRequestTypedData'

/** Deletes a queued transaction its proposer (the connected account) signs a DeleteRequest for. */
export function useDeleteTx() {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (safeTxHash: Hex) => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect the proposer wallet to delete.')
      const typed = deleteRequestTypedData(chainIdNumber(chainIdOf(chain)), safe, safeTxHash)
      const signature = await walletTypedDataSigner(wagmiConfig, account)(typed)
      await gatewayClient.deleteTransaction(chain.chainId, safeTxHash, signature)
      await queryClient.invalidateQueries({ queryKey: queryKeys.gateway() })
    },
  })
}
