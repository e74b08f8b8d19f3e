import {
  chainIdNumber,
  execTransactionArgs,
  type SafeTransactionData,
  type SafeVersion,
  safeAbi,
} from '@concord/protocol'
import { useQuery } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { explainExecutionFailure } from './explainExecutionFailure'

/** Estimated gas limit (with a 20 % margin) and EIP-1559 fees for executing, or why the execution would fail. */
export type ExecutionEstimate =
  | { ok: true; gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { ok: false; reason: string }
  /** The Safe is not deployed yet: executing deploys it first, so execTransaction cannot be estimated before. */
  | { ok: false; undeployed: true }

/** Estimates execTransaction from `executor` on the chain: the same call the Execute button sends. */
export function useExecutionEstimate(
  version: SafeVersion,
  tx: SafeTransactionData | null,
  signatures: Hex | null,
  executor: Address | undefined,
) {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  return useQuery({
    queryKey: queryKeys.txFlow(
      'execEstimate',
      chain.chainId,
      safe,
      executor,
      signatures,
      tx?.nonce.toString(),
      tx?.to,
      tx?.data,
    ),
    enabled: tx !== null && signatures !== null && executor !== undefined,
    gcTime: 0,
    queryFn: async (): Promise<ExecutionEstimate> => {
      const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
      if (!client || !tx || !signatures || !executor) return { ok: false, reason: 'no connection to the chain' }
      const code = await client.getCode({ address: safe })
      if (code === undefined || code === '0x') return { ok: false, undeployed: true }
      try {
        const gas = await client.estimateContractGas({
          address: safe,
          abi: safeAbi,
          functionName: 'execTransaction',
          args: execTransactionArgs(tx, signatures),
          account: executor,
        })
        const fees = await client.estimateFeesPerGas()
        return {
          ok: true,
          gas: (gas * 12n) / 10n,
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        }
      } catch (error) {
        return {
          ok: false,
          reason: await explainExecutionFailure(client, safe, version, tx, error, chain.nativeCurrency),
        }
      }
    },
  })
}
