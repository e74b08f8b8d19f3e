import { explainSafeError } from '@concord/protocol'
import { formatTokenAmount } from '../../ui/formatAmounts'
import type { BalanceChange } from './balanceChanges'

/** What the Safe holds of one asset, and how it is written: the native coin (`token` null) or an ERC-20. */
export type Holding = { token: string | null; balance: bigint; symbol: string; decimals: number }

/** The total each asset leaves the Safe with, keyed by token address in lower case ('' for the native coin). */
function totalsOut(changes: readonly BalanceChange[]): Map<string, bigint> {
  const totals = new Map<string, bigint>()
  for (const change of changes) {
    const key = change.token?.toLowerCase() ?? ''
    totals.set(key, (totals.get(key) ?? 0n) + change.amount)
  }
  return totals
}

/** The first asset the transaction sends more of than the Safe holds, in words; null when none is short. */
export function shortfallInWords(changes: readonly BalanceChange[], holdings: readonly Holding[]): string | null {
  const totals = totalsOut(changes)
  for (const holding of holdings) {
    const out = totals.get(holding.token?.toLowerCase() ?? '')
    if (out === undefined || out <= holding.balance) continue
    const text = (amount: bigint) => `${formatTokenAmount(amount.toString(), holding.decimals)} ${holding.symbol}`
    return `The Safe holds ${text(holding.balance)}; this sends ${text(out)}`
  }
  return null
}

/**
 * Why a simulated call fails, in the words that help most: an amount over what the Safe holds ("The Safe holds
 * 8.25 ETH; this sends 500 ETH"), else the Safe's GSxxx code spelled out, else the revert reason as it is.
 */
export function failureInWords(
  reason: string,
  changes: readonly BalanceChange[],
  holdings: readonly Holding[],
): string {
  return shortfallInWords(changes, holdings) ?? explainSafeError(reason)
}
