import { useMutation, useQueryClient } from '@tanstack/react-query'
import { WebAppError } from '../../../errors'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import type { CheckedTx } from '../file/checkSignedTx'
import type { SignedTxFile } from '../file/signedTxFile'

/**
 * Hands an offline transaction to the gateway once it is back: proposed with the first counted signature, then
 * confirmed with each other one, so the queue shows it with all its confirmations.
 */
export function useProposeSigned(file: SignedTxFile, checked: CheckedTx | undefined) {
  const { gatewayClient } = useApp()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const counted = checked?.signatures.filter((s) => s.problem === null) ?? []
      const [first, ...others] = counted
      if (!checked || !first) throw new WebAppError('EMPTY_DRAFT', 'Sign the transaction first: it has no signature.')
      const { safeTx } = file
      await gatewayClient.proposeTransaction(file.chainId, file.safe, {
        ...safeTx,
        safeTxHash: checked.safeTxHash,
        sender: first.signer,
        signature: first.data,
      })
      for (const s of others) {
        await gatewayClient.confirmTransaction(file.chainId, checked.safeTxHash, { signature: s.data })
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope('queue', file.chainId) })
      return checked.safeTxHash
    },
  })
}
