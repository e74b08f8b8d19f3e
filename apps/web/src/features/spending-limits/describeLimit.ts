import { resetPeriodOfMinutes, type SpendingLimitResetPeriod } from '@concord/protocol'
import { formatUnits } from 'viem'
import { shortenAddress } from '../../ui/AddressView'
import type { LimitToken } from './tokenDirectory'

const PERIOD_WORDS: Record<SpendingLimitResetPeriod, string> = {
  none: '',
  day: ' per day',
  week: ' per week',
  month: ' per month',
}

/** "per week", or "every 90 minutes" for a span another wallet set; empty for a one-time limit. */
export function periodWords(resetTimeMin: number): string {
  const period = resetPeriodOfMinutes(resetTimeMin)
  if (period !== null) return PERIOD_WORDS[period]
  return ` every ${resetTimeMin} minutes`
}

/** An amount in the token's units with its symbol ("100 dUSDC"). */
export function tokenAmount(amount: bigint, token: LimitToken): string {
  return `${formatUnits(amount, token.decimals)} ${token.symbol}`
}

/** What a limit lets its beneficiary do, in words: "lets 0x12…34 spend up to 100 dUSDC per week without signatures". */
export function describeLimit(beneficiary: string, amount: bigint, token: LimitToken, resetTimeMin: number): string {
  const period = resetTimeMin === 0 ? ' (once, no reset)' : periodWords(resetTimeMin)
  return `lets ${shortenAddress(beneficiary)} spend up to ${tokenAmount(amount, token)}${period} without signatures`
}

/** When a limit resets next, in the user's locale, or that it never does. */
export function resetWords(nextResetAt: number | null): string {
  if (nextResetAt === null) return 'Never resets'
  return `Resets ${new Date(nextResetAt * 1000).toLocaleString()}`
}
