import { useBalances, useCurrency } from '../../query/useBalances'
import { useCurrentSafe } from '../../services/currentSafe'
import type { DescribeContext } from './describeCall'

/** What describeCall needs on the current Safe's pages: the Safe, its native coin and the tokens it holds. */
export function useDescribeContext(): DescribeContext {
  const { chain, address: safe } = useCurrentSafe()
  const [currency] = useCurrency()
  const items = useBalances(currency).data?.items ?? []
  return {
    safe,
    native: { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    tokenOf: (address) =>
      items.find(
        (i) => i.tokenInfo.type !== 'NATIVE_TOKEN' && i.tokenInfo.address.toLowerCase() === address.toLowerCase(),
      )?.tokenInfo,
  }
}
