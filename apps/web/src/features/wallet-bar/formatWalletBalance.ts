// Below 1 three decimals, below 100 two, below 10,000 one (grouped in the browser's locale), above that k / m / b / t
// with one decimal.
const SUFFIXES = ['k', 'm', 'b', 't'] as const

/** `decimal` cut (not rounded) to `places` decimals, without trailing zeros: "9987.95" at 1 is "9987.9". */
function cut(decimal: string, places: number): string {
  const [whole = '0', fraction = ''] = decimal.split('.')
  const kept = fraction.slice(0, places).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

/** A plain decimal string of `value` (no exponent), for numbers far below 1 too. */
const plain = (value: number) => value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })

/**
 * The connected wallet's balance as the header's account button shows it (`formatted` in whole units, e.g. viem's
 * formatUnits). The rule is the one RainbowKit's account button follows, so the label does not change when RainbowKit
 * takes the button over: "0.123", "12.34", "9,987.9", "12.3k", "4.5m".
 */
export function formatWalletBalance(formatted: string): string {
  const value = Number(formatted)
  if (!Number.isFinite(value) || value < 0) return formatted
  if (value < 1) return cut(formatted, 3)
  if (value < 100) return cut(formatted, 2)
  if (value < 10_000) return new Intl.NumberFormat().format(Number(cut(formatted, 1)))
  for (let i = SUFFIXES.length - 1; i >= 0; i--) {
    const size = 10 ** ((i + 1) * 3)
    if (value >= size) return `${cut(plain(value / size), 1)}${SUFFIXES[i]}`
  }
  return formatted
}
