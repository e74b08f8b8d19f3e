import { parseUnits } from 'viem'

/** A typed token amount, checked: the amount in base units, or what is wrong with it in words. */
export type AmountCheck = { ok: true; value: bigint } | { ok: false; error: string }

/**
 * Parses a decimal amount of a token with `decimals` decimals ("1.5" → 1500000 for 6). Says in words when it is
 * empty, not a number, has more decimals than the token has, or is zero (unless `allowZero`).
 */
export function parseAmount(typed: string, decimals: number, symbol: string, allowZero = false): AmountCheck {
  const value = typed.trim()
  if (!value) return { ok: false, error: 'Enter an amount.' }
  if (!/^\d*\.?\d*$/.test(value) || value === '.') {
    return { ok: false, error: `${value} is not a number: use digits and at most one decimal point, e.g. 1.5.` }
  }
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals) {
    return {
      ok: false,
      error:
        decimals === 0
          ? `${symbol} has no decimals: enter a whole number.`
          : `${symbol} has ${decimals} decimals at most: ${value} has ${fraction.length}.`,
    }
  }
  const parsed = parseUnits(value, decimals)
  if (parsed === 0n && !allowZero) return { ok: false, error: 'The amount must be more than zero.' }
  return { ok: true, value: parsed }
}
