import { type Address, formatUnits } from 'viem'
import { parseAmount } from '../shared/parseAmount'
import { validateAddress } from '../shared/validateAddress'
import type { SendableToken } from './sendableToken'

/** One recipient row of the send form, as typed. */
export type RecipientRow = { token: string; recipient: string; amount: string }

/** One transfer ready to encode. */
export type Transfer = { token: SendableToken; to: Address; amount: bigint }

/** What is wrong with one row, per field, in words. */
export type RowErrors = { token?: string; recipient?: string; amount?: string }

/** The checked form: the transfers, or the errors of each row (same order as the rows). */
export type SendTokensCheck = { ok: true; transfers: Transfer[] } | { ok: false; errors: RowErrors[] }

/**
 * Checks every row (token chosen, recipient address, amount) and then the sum per token against the Safe's balance,
 * so that several rows of one token cannot spend more than the Safe holds together.
 */
export function validateSendTokens(rows: readonly RecipientRow[], tokens: readonly SendableToken[]): SendTokensCheck {
  const errors: RowErrors[] = rows.map(() => ({}))
  // Amounts are checked against the balance even while a recipient is still wrong: the user sees both at once.
  const amounts = rows.map((row, i) => {
    const rowErrors = errors[i] as RowErrors
    const token = tokens.find((t) => t.address.toLowerCase() === row.token.toLowerCase())
    if (!token) rowErrors.token = 'Choose a token the Safe holds.'
    const to = validateAddress(row.recipient, 'recipient address')
    if (!to.ok) rowErrors.recipient = to.error
    if (!token) return undefined
    const amount = parseAmount(row.amount, token.decimals, token.symbol)
    if (!amount.ok) rowErrors.amount = amount.error
    return amount.ok ? { token, amount: amount.value, to: to.ok ? to.address : undefined } : undefined
  })
  const spent = new Map<string, bigint>()
  for (const a of amounts) if (a) spent.set(a.token.address, (spent.get(a.token.address) ?? 0n) + a.amount)
  amounts.forEach((a, i) => {
    if (!a) return
    const total = spent.get(a.token.address) ?? 0n
    if (total <= a.token.balance) return
    const { symbol, decimals, balance, address } = a.token
    const several = rows.filter((r) => r.token.toLowerCase() === address.toLowerCase()).length > 1
    ;(errors[i] as RowErrors).amount = several
      ? `Together these rows send ${formatUnits(total, decimals)} ${symbol}, more than the Safe's balance of ${formatUnits(balance, decimals)} ${symbol}.`
      : `The Safe holds only ${formatUnits(balance, decimals)} ${symbol}.`
  })
  if (rows.length === 0) return { ok: false, errors: [] }
  if (errors.some((e) => Object.keys(e).length > 0)) return { ok: false, errors }
  const transfers = amounts.flatMap((a) => (a?.to ? [{ token: a.token, to: a.to, amount: a.amount }] : []))
  return { ok: true, transfers }
}

/** The most a row can send of its token: the balance less what the other rows send of the same token. */
export function maxAmount(rows: readonly RecipientRow[], index: number, token: SendableToken): string {
  let others = 0n
  rows.forEach((row, i) => {
    if (i === index || row.token.toLowerCase() !== token.address.toLowerCase()) return
    const amount = parseAmount(row.amount, token.decimals, token.symbol, true)
    if (amount.ok) others += amount.value
  })
  const left = token.balance > others ? token.balance - others : 0n
  return formatUnits(left, token.decimals)
}
