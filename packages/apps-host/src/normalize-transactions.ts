import { getAddress } from 'viem'
import type { z } from 'zod'
import type { AppTransactionSchema } from './schemas.js'

/** A transaction ready for the review screen: checksummed `to`, decimal wei `value`, hex `data`. */
export type NormalizedTransaction = { to: `0x${string}`; value: string; data: `0x${string}` }

/** Normalises app transactions the way Safe{Wallet} does; throws on an address that is not one. */
export function normalizeTransactions(txs: z.infer<typeof AppTransactionSchema>[]): NormalizedTransaction[] {
  return txs.map((tx) => ({
    to: getAddress(tx.to),
    value: tx.value === undefined || tx.value === '' ? '0' : BigInt(tx.value).toString(),
    data: (tx.data || '0x') as `0x${string}`,
  }))
}
