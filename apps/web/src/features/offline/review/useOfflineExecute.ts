import { chainIdNumber, execTransactionArgs, safeAbi, toChainId } from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Hex } from 'viem'
import { useAccount } from 'wagmi'
import { getPublicClient, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { whenWalletSettled } from '../../../connection/whenWalletSettled'
import { errorMessage, WebAppError } from '../../../errors'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { executionSignatures } from '../../../tx'
import type { CheckedTx } from '../file/checkSignedTx'
import type { SignedTxFile } from '../file/signedTxFile'

/** Where an offline execution is: in the wallet, sent and being mined, or mined. */
export type OfflineExecutionPhase = { step: 'wallet' } | { step: 'pending'; hash: Hex } | { step: 'done'; hash: Hex }

/**
 * Executes a fully signed offline transaction from the connected account straight on chain (execTransaction with the
 * counted signatures sorted by owner): simulated first, so a revert is refused with its reason and nothing is sent.
 * Afterwards the Safe is read again (from the chain while the gateway is down).
 */
export function useOfflineExecute(file: SignedTxFile, checked: CheckedTx | undefined, owners: readonly string[]) {
  const { wagmiConfig } = useApp()
  const queryClient = useQueryClient()
  const { address: account } = useAccount()
  const [phase, setPhase] = useState<OfflineExecutionPhase | null>(null)
  const mutation = useMutation({
    mutationFn: async (threshold: number) => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect a wallet to execute.')
      if (!checked) throw new WebAppError('EMPTY_DRAFT', 'The transaction is still being checked: retry.')
      const chainId = chainIdNumber(toChainId(file.chainId))
      const counted = checked.signatures.filter((s) => s.problem === null)
      const signatures = executionSignatures(
        counted.map((s) => ({ owner: s.signer, signature: s.data })),
        { threshold, owners, executor: account },
      )
      const call = {
        address: file.safe,
        abi: safeAbi,
        functionName: 'execTransaction' as const,
        args: execTransactionArgs(checked.tx, signatures),
      }
      try {
        await getPublicClient(wagmiConfig, { chainId })?.simulateContract({ ...call, account })
      } catch (error) {
        throw new WebAppError('WOULD_FAIL', `Execution would fail: ${errorMessage(error)} Nothing was sent.`)
      }
      setPhase({ step: 'wallet' })
      const hash = await writeContract(await whenWalletSettled(wagmiConfig), { ...call, chainId, account })
      setPhase({ step: 'pending', hash })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      if (receipt.status !== 'success') throw new WebAppError('EXECUTION_REVERTED', `Transaction ${hash} reverted.`)
      setPhase({ step: 'done', hash })
      await queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope('safeInfo', file.chainId) })
      return hash
    },
    onError: () => setPhase(null),
  })
  return { ...mutation, phase }
}
