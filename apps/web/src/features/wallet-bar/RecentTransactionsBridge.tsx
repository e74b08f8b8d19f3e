import { useAddRecentTransaction } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { isAddressEqual } from 'viem'
import { useAccount } from 'wagmi'
import { connectRecentTransactions } from '../../connection/recentTransactions'

/** Inside the wallet island: hands the app's chain writes to RainbowKit's recent-transaction list. */
export function RecentTransactionsBridge() {
  const add = useAddRecentTransaction()
  const { address, chain } = useAccount()
  const chainId = chain?.id
  useEffect(
    () =>
      connectRecentTransactions((entry) => {
        // RainbowKit files a transaction under the current account and chain: others wait for theirs.
        if (!address || chainId !== entry.chainId || !isAddressEqual(address, entry.address)) return false
        add(entry.transaction)
        return true
      }),
    [add, address, chainId],
  )
  return null
}
