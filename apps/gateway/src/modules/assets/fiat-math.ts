const SCALE = 18n
const ONE = 10n ** SCALE

/** Parses a non-negative decimal string into a bigint scaled by 10^18. */
function toScaled(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return BigInt(whole) * ONE + BigInt(fraction.slice(0, Number(SCALE)).padEnd(Number(SCALE), '0'))
}

/** Formats a 10^18-scaled bigint as a plain decimal string without trailing zeros. */
export function formatScaled(value: bigint): string {
  const whole = value / ONE
  const fraction = (value % ONE).toString().padStart(Number(SCALE), '0').replace(/0+$/, '')
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`
}

/** Fiat value (10^18-scaled) of `amount` base units of a token with `decimals` at `price` per whole token. */
export function fiatValue(amount: bigint, decimals: number, price: string): bigint {
  return (amount * toScaled(price)) / 10n ** BigInt(decimals)
}
