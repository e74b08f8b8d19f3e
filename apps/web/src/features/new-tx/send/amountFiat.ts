import { formatFiat } from '../../../ui/formatAmounts'

/** "≈ $1,250.50": what a typed amount is worth at the token's price; null without a price or a readable amount. */
export function amountFiat(amount: string, price: number | null | undefined, currency: string): string | null {
  const value = Number(amount.trim())
  if (!price || price <= 0 || amount.trim() === '' || !Number.isFinite(value) || value <= 0) return null
  return `≈ ${formatFiat(value * price, currency)}`
}
