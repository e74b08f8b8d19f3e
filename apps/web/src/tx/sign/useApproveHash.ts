import { chainIdNumber, hashSafeTx, safeAbi } from '@concord/protocol'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { useAddRecentTransaction } from '../../connection/recentTransactions'
import { whenWalletSettled } from '../../connection/whenWalletSettled'
import { WebAppError } from '../../errors'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import type { ChainWritePhase } from '../execute/ChainWriteStatus'
import { preValidatedSignature } from '../execute/executionSignatures'
import type { SignRequest } from './signRequest'
import { useSubmitSigned } from './useSubmitSigned'

/**
 * Approves the safeTxHash on chain (`approveHash`) from the connected owner, for owners that cannot sign typed data
 * (a smart-contract owner, a hardware wallet without EIP-712), then tells the gateway with the v = 1 signature it
 * checks against `approvedHashes`: a proposal for a new transaction, a confirmation otherwise.
 */
export function useApproveHash() {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const submitSigned = useSubmitSigned()
  const [phase, setPhase] = useState<ChainWritePhase>({ step: 'idle' })
  const mutation = useMutation({
    mutationFn: async (request: SignRequest) => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect an owner wallet to approve.')
      const chainId = chainIdNumber(chainIdOf(chain))
      const safeTxHash = hashSafeTx({
        chainId: BigInt(chainId),
        safeAddress: safe,
        version: request.version,
        tx: request.tx,
      })
      const what = `Approve Safe transaction #${request.tx.nonce} on chain`
      setPhase({ step: 'wallet', what })
      const hash = await writeContract(await whenWalletSettled(wagmiConfig), {
        chainId,
        account,
        address: safe,
        abi: safeAbi,
        functionName: 'approveHash',
        args: [safeTxHash],
      })
      addRecentTransaction({ hash, description: what })
      setPhase({ step: 'pending', what, hash })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      if (receipt.status !== 'success')
        throw new WebAppError(
          'EXECUTION_REVERTED',
          `approveHash reverted in ${hash}: nothing was approved. Check it in the explorer, then retry.`,
        )
      const signed = { safeTxHash, signature: preValidatedSignature(account) }
      return submitSigned(request, account, signed)
    },
    onSettled: () => setPhase({ step: 'idle' }),
  })
  return {
    approve: mutation.mutateAsync,
    phase,
    error: mutation.error,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
  }
}
