import type { TransactionDetails } from '@concord/gateway-client'
import {
  chainIdNumber,
  DEFAULT_SAFE_VERSION,
  isSupportedVersion,
  type SafeVersion,
  toSafeVersion,
} from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Hex } from 'viem'
import { sendTransaction, waitForTransactionReceipt } from 'wagmi/actions'
import { chainIdOf } from '../../../chains/chainIdOf'
import { useAddRecentTransaction } from '../../../connection/recentTransactions'
import { whenWalletSettled } from '../../../connection/whenWalletSettled'
import { errorMessage } from '../../../errors'
import { queryKeys } from '../../../query/keys'
import { useApp } from '../../../services/appContext'
import { useCurrentSafe } from '../../../services/currentSafe'
import { buildBulkExecuteCall, type ExecutableSafeTx, toExecutableSafeTx } from './buildBulkExecuteCall'

/** Where a bulk execution is: reading signatures, in the wallet, mined-pending, done, or refused in words. */
export type BulkPhase =
  | { step: 'idle' | 'loading' | 'wallet' }
  | { step: 'pending'; hash: Hex }
  | { step: 'done'; hash: Hex; count: number }
  | { step: 'failed'; error: string; hash?: Hex }

/**
 * Executes queued transactions (consecutive nonces) in one MultiSendCallOnly call from the connected wallet, from the
 * very details the page checked (signatures and calldata, delegate calls consented to): sends, shows the hash, adds it
 * to recent transactions, and refreshes the queue, history, Safe info and balances once mined.
 */
export function useBulkExecute() {
  const { wagmiConfig } = useApp()
  const { chain, address } = useCurrentSafe()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  const [phase, setPhase] = useState<BulkPhase>({ step: 'idle' })
  const chainId = chainIdNumber(chainIdOf(chain))

  const mutation = useMutation({
    mutationFn: async ({ details, version }: { details: readonly TransactionDetails[]; version: string | null }) => {
      setPhase({ step: 'loading' })
      const txs: ExecutableSafeTx[] = []
      for (const one of details) {
        const checked = toExecutableSafeTx(one)
        if (!checked.ok) return setPhase({ step: 'failed', error: checked.error })
        txs.push(checked.value)
      }
      const built = buildBulkExecuteCall(address, safeVersionOrDefault(version), txs)
      if (!built.ok) return setPhase({ step: 'failed', error: built.error })
      setPhase({ step: 'wallet' })
      const hash = await sendTransaction(await whenWalletSettled(wagmiConfig), {
        chainId,
        to: built.value.to,
        data: built.value.data,
      })
      addRecentTransaction({
        hash,
        description: `Execute ${txs.length} transactions (nonces ${built.value.nonces.join(', ')})`,
      })
      setPhase({ step: 'pending', hash })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      await Promise.all(
        (['queue', 'history', 'safeInfo', 'balances'] as const).map((what) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.gatewayScope(what, chain.chainId, address) }),
        ),
      )
      if (receipt.status !== 'success') {
        return setPhase({
          step: 'failed',
          hash,
          error: 'The bulk execution reverted on chain: execute the transactions one by one to see which one fails.',
        })
      }
      setPhase({ step: 'done', hash, count: txs.length })
    },
    onError: (error) => setPhase({ step: 'failed', error: errorMessage(error) }),
  })
  return { execute: mutation.mutate, phase }
}

// Any version's MultiSendCallOnly does: the account calls it directly, the Safe only sees execTransaction calls.
function safeVersionOrDefault(version: string | null): SafeVersion {
  return version && isSupportedVersion(version) ? toSafeVersion(version) : DEFAULT_SAFE_VERSION
}
