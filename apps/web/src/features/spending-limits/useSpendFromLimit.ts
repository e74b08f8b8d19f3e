import { allowanceModuleAbi, chainIdNumber } from '@concord/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { useAccount } from 'wagmi'
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import { useAddRecentTransaction } from '../../connection/recentTransactions'
import { whenWalletSettled } from '../../connection/whenWalletSettled'
import { WebAppError } from '../../errors'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'
import { spendingLimitsKey } from './useSpendingLimits'

/** A spend from a limit: which token, to whom, how much (base units). */
export type Spend = { token: Address; to: Address; amount: bigint; description: string }

/**
 * Sends executeAllowanceTransfer from the connected beneficiary's wallet: the module accepts the delegate as sender
 * with an empty signature, so there is nothing to sign first. Waits for the receipt, then refreshes the limits and
 * the Safe's data.
 */
export function useSpendFromLimit(module: Address) {
  const { wagmiConfig } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const { address: account } = useAccount()
  const addRecentTransaction = useAddRecentTransaction()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (spend: Spend) => {
      if (!account) throw new WebAppError('NOT_CONNECTED', 'Connect the beneficiary’s wallet to spend.')
      const chainId = chainIdNumber(chainIdOf(chain))
      const hash = await writeContract(await whenWalletSettled(wagmiConfig), {
        chainId,
        account,
        address: module,
        abi: allowanceModuleAbi,
        functionName: 'executeAllowanceTransfer',
        args: [safe, spend.token, spend.to, spend.amount, zeroAddress, 0n, account, '0x'],
      })
      addRecentTransaction({ hash, description: spend.description })
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash })
      if (receipt.status !== 'success') {
        throw new WebAppError(
          'EXECUTION_REVERTED',
          `The transfer reverted in ${hash}: nothing was sent. Check the limit and the Safe's balance, then retry.`,
        )
      }
      return hash
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: spendingLimitsKey(chain.chainId, safe) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.gateway() }),
      ]),
  })
}
