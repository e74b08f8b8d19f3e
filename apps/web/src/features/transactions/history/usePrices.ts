import { useMemo } from 'react'
import { useBalances, useCurrency } from '../../../query/useBalances'

/**
 * Today's prices from the Safe's balances, by lower-case token address (native: the zero address), and the currency
 * they are in. A token the gateway has no price for answers null: never a price of 0.
 */
export function usePrices() {
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  const priceOf = useMemo(() => {
    const prices = new Map<string, number>()
    for (const item of balances.data?.items ?? []) {
      const price = Number(item.fiatConversion)
      if (price > 0) prices.set(item.tokenInfo.address.toLowerCase(), price)
    }
    return (token: string) => prices.get(token.toLowerCase()) ?? null
  }, [balances.data])
  return { currency, priceOf, tokens: balances.data?.items.map((i) => i.tokenInfo) ?? [] }
}
