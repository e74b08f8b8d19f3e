import { useBalances, useCurrency } from '../../query/useBalances'
import { useCurrentSafe } from '../../services/currentSafe'
import type { NativeCoin } from './executionFeeText'

/** The chain's native coin with its price in the user's currency (from the Safe's balances, null while unknown). */
export function useNativeCoin(): NativeCoin {
  const { chain } = useCurrentSafe()
  const [currency] = useCurrency()
  const { data } = useBalances(currency)
  const native = data?.items.find((item) => item.tokenInfo.type === 'NATIVE_TOKEN')
  return {
    symbol: chain.nativeCurrency.symbol,
    decimals: chain.nativeCurrency.decimals,
    fiatConversion: native?.fiatConversion ?? null,
    currency,
  }
}
