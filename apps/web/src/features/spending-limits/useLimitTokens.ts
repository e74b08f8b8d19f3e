import { useBalances, useCurrency } from '../../query/useBalances'
import { tokenDirectory } from './tokenDirectory'

/** The Safe's fungible tokens by address (from its balances), for naming limits and reading amounts. */
export function useLimitTokens() {
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  return balances.data ? tokenDirectory(balances.data.items) : null
}
