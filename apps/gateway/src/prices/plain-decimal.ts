/** `value` as a plain decimal string: its shortest form, written out without an exponent for tiny prices (1e-7). */
export function plainDecimal(value: number): string {
  const text = String(value)
  const exponent = /e-(\d+)$/.exec(text)?.[1]
  if (exponent === undefined) return text
  // Fifteen significant digits (what a double always holds exactly), then trailing zeros dropped.
  return value
    .toFixed(Math.min(100, Number(exponent) + 15))
    .replace(/0+$/, '')
    .replace(/\.$/, '')
}
