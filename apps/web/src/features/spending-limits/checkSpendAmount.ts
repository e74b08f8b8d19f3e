import { isAddress, parseUnits } from 'viem'
import { tokenAmount } from './describeLimit'
import type { LimitToken } from './tokenDirectory'

/** The Spend form's outcome: what to send, or each field to fix in words. */
export type SpendCheck =
  | { ok: true; to: `0x${string}`; amount: bigint }
  | { ok: false; errors: { recipient?: string; amount?: string } }

/** Checks a spend against what remains of the limit now; more than remains is refused in words, before any wallet. */
export function checkSpendAmount(
  form: { recipient: string; amount: string },
  token: LimitToken,
  remaining: bigint,
): SpendCheck {
  const errors: { recipient?: string; amount?: string } = {}
  const recipient = form.recipient.trim()
  if (!isAddress(recipient, { strict: false }))
    errors.recipient = 'Enter the recipient’s address (0x and 40 hex digits).'
  const typed = form.amount.trim()
  let amount = 0n
  if (!/^\d+(\.\d+)?$/.test(typed) || (typed.split('.')[1]?.length ?? 0) > token.decimals) {
    errors.amount = `Enter an amount of ${token.symbol} with at most ${token.decimals} decimals.`
  } else {
    amount = parseUnits(typed, token.decimals)
    if (amount === 0n) errors.amount = 'Enter an amount above 0.'
    else if (amount > remaining) {
      errors.amount = `That is more than your spending limit allows: ${tokenAmount(remaining, token)} remain until it resets.`
    }
  }
  if (errors.recipient || errors.amount) return { ok: false, errors }
  return { ok: true, to: recipient as `0x${string}`, amount }
}
