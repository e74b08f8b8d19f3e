import { useCallback } from 'react'
import type { Address, Hex } from 'viem'
import { useAccount } from 'wagmi'

/** A chain write shown in the profile dialog's "Recent Transactions". */
export type RecentTransaction = { hash: Hex; description: string; confirmations?: number }

/** A recent transaction with the account and chain it was sent from (RainbowKit keeps one list per pair). */
export type RecentTransactionEntry = { address: Address; chainId: number; transaction: RecentTransaction }

/** Takes an entry into RainbowKit's list; false when it belongs to another account or chain than the current one. */
type Sink = (entry: RecentTransactionEntry) => boolean

// RainbowKit (and its transaction list) arrives when the user reaches for the wallet: writes sent before wait here.
const waiting: RecentTransactionEntry[] = []
let sink: Sink | null = null

/** Adds a write to the profile's recent transactions, now or once the wallet island has loaded. */
export function addRecentTransaction(entry: RecentTransactionEntry): void {
  if (sink?.(entry)) return
  waiting.push(entry)
}

/**
 * Called by the wallet island: from now on entries go to `next`; waiting ones it accepts are handed over at once, the
 * others (another account or chain) wait until the island reconnects with theirs. Returns the disconnect.
 */
export function connectRecentTransactions(next: Sink): () => void {
  sink = next
  for (const entry of [...waiting]) {
    if (next(entry)) waiting.splice(waiting.indexOf(entry), 1)
  }
  return () => {
    if (sink === next) sink = null
  }
}

/** Like RainbowKit's hook of the same name, for code that renders before RainbowKit: binds the connected account. */
export function useAddRecentTransaction(): (transaction: RecentTransaction) => void {
  const { address, chain } = useAccount()
  const chainId = chain?.id
  return useCallback(
    (transaction: RecentTransaction) => {
      // No account or an unsupported chain: RainbowKit has no list to show it in.
      if (address && chainId) addRecentTransaction({ address, chainId, transaction })
    },
    [address, chainId],
  )
}
