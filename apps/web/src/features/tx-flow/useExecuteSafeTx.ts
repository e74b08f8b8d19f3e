import {
  execTransactionArgs,
  hashSafeTx,
  makeMultisigTxId,
  type SafeTransactionData,
  type SafeVersion,
  safeAbi,
} from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, type Hex, parseEventLogs } from 'viem'
import { useAccount } from 'wagmi'
import { getPublicClient, waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { WebAppError } from '../../errors'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddRecentTransaction } from '../../wallet/recentTransactions'
import type { ChainWritePhase } from './ChainWriteStatus'
import { explainExecutionFailure } from './explainExecutionFailure'
import { waitUntilExecutedAtGateway } from './waitUntilExecutedAtGateway'

/** Gas and EIP-1559 fees chosen for the execution (undefined: let the wallet decide). */
export type ExecutionFees = {
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * Executes a SafeTx from the connected account (owner or not): simulates execTransaction first (a revert is shown
 * with its reason and nothing is sent), sends it, adds it to recent transactions, waits for the receipt and reads the
 * Safe's ExecutionSuccess/ExecutionFailure event; then the queue, history and Safe info are refetched.
 */
export function useExecuteSafeTx() {
  const { wagmiConfig, gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<ChainWritePhase>({ step: 'idle' })
  const mutation = useMutation({
    mutationFn: async (request: {
      tx: SafeTransactionData
      version: SafeVersion
      signatures: Hex
      fees: ExecutionFees
      what: string
    }) => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect a wallet to execute.')
      const chainId = Number(chain.chainId)
      const client = getPublicClient(wagmiConfig, { chainId })
      if (!client) throw new WebAppError('NOT_CONNECTED', `No connection to chain ${chain.chainId}.`)
      const call = {
        address: safe,
        abi: safeAbi,
        functionName: 'execTransaction' as const,
        args: execTransactionArgs(request.tx, request.signatures),
      }
      try {
        await client.simulateContract({ ...call, account })
      } catch (error) {
        throw new WebAppError(
          'WOULD_FAIL',
          `Execution would fail: ${await explainExecutionFailure(client, safe, request.version, request.tx, error)}. Nothing was sent.`,
        )
      }
      setPhase({ step: 'wallet', what: request.what })
      const fees = request.fees
      const hash = await writeContract(wagmiConfig, {
        ...call,
        chainId,
        account,
        ...(fees.gas ? { gas: fees.gas } : {}),
        ...(fees.maxFeePerGas ? { maxFeePerGas: fees.maxFeePerGas } : {}),
        ...(fees.maxPriorityFeePerGas ? { maxPriorityFeePerGas: fees.maxPriorityFeePerGas } : {}),
      })
      addRecentTransaction({ hash, description: request.what })
      setPhase({ step: 'pending', what: request.what, hash })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      if (receipt.status === 'success') {
        setPhase({ step: 'indexing', what: request.what, hash })
        const safeTxHash = hashSafeTx({
          chainId: BigInt(chainId),
          safeAddress: safe,
          version: request.version,
          tx: request.tx,
        })
        await waitUntilExecutedAtGateway(gatewayClient, chain.chainId, makeMultisigTxId(safe, safeTxHash))
      }
      await queryClient.invalidateQueries({ queryKey: ['gateway'] })
      if (receipt.status !== 'success') {
        throw new WebAppError(
          'EXECUTION_REVERTED',
          `The execution ${hash} reverted on chain. Nothing changed; the nonce is still free.`,
        )
      }
      const events = parseEventLogs({
        abi: safeAbi,
        logs: receipt.logs,
        eventName: ['ExecutionSuccess', 'ExecutionFailure'],
      })
      const ours = events.filter((e) => e.address.toLowerCase() === safe.toLowerCase())
      if (ours.some((e) => e.eventName === 'ExecutionFailure')) {
        throw new WebAppError(
          'EXECUTION_REVERTED',
          `The Safe ran the transaction in ${hash}, but its call failed: the nonce is used, nothing else changed.`,
        )
      }
      return { hash, executor: account as Address }
    },
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
