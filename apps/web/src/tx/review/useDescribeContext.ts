import { useBalances, useCurrency } from '../../query/useBalances'
import { useCurrentSafe } from '../../services/currentSafe'
import type { DescribeContext, KnownToken } from './describeCall'
import { useTokenInfos } from './useTokenInfos'

/**
 * What describeCall needs on the current Safe's pages: the Safe, its native coin and its tokens — those it holds from
 * its balances, and those among `tokens` it does not hold from the chain.
 */
export function useDescribeContext(tokens: readonly string[] = []): DescribeContext {
  const { chain, address: safe } = useCurrentSafe()
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  const items = balances.data?.items ?? []
  const held = (address: string): KnownToken | undefined =>
    items.find(
      (i) => i.tokenInfo.type !== 'NATIVE_TOKEN' && i.tokenInfo.address.toLowerCase() === address.toLowerCase(),
    )?.tokenInfo
  // Read on the chain only once the balances are in, and only the tokens they lack.
  const missing = balances.data ? tokens.filter((t) => !held(t)) : []
  const read = useTokenInfos(missing)
  return {
    safe,
    native: { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    tokenOf: (address) => held(address) ?? read.get(address.toLowerCase()),
  }
}
