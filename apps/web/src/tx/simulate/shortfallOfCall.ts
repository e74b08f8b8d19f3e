import type { Address, Hex, PublicClient } from 'viem'
import { flattenCalls } from '../review/flattenCalls'
import { balanceChanges } from './balanceChanges'
import { shortfallInWords } from './failureInWords'
import { readHoldings } from './readHoldings'

/**
 * "The Safe holds 8.25 ETH; this sends 500 ETH" when the call sends more of an asset than the Safe holds now (its
 * balances read on the chain); null when nothing is short or the balances cannot be read.
 */
export async function shortfallOfCall(
  client: PublicClient,
  safe: Address,
  call: { to: string; value: bigint | string; data: Hex; operation: 0 | 1 },
  native: { symbol: string; decimals: number },
): Promise<string | null> {
  const changes = balanceChanges(safe, flattenCalls(call))
  if (changes.length === 0) return null
  const holdings = await readHoldings(client, safe, changes, native).catch(() => [])
  return shortfallInWords(changes, holdings)
}
