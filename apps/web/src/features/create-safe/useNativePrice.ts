import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useCurrency } from '../../query/useBalances'
import { useApp } from '../../services/appContext'

const NATIVE = '0x0000000000000000000000000000000000000000'

/** The price of a chain's native coin in a currency, when the gateway has a live one (a stale price is no price). */
export type NativePrice = { fiatConversion: string | null; currency: string }

/**
 * Today's price of `chainId`'s native coin in the user's currency, from the gateway's price source (the one its
 * balances use), for a page without a Safe whose balances would carry it: Create Safe's fee in fiat.
 */
export function useNativePrice(chainId: string): NativePrice {
  const { gatewayClient } = useApp()
  const [currency] = useCurrency()
  const { data } = useQuery({
    queryKey: queryKeys.txFlow('nativePrice', chainId, currency),
    enabled: chainId !== '',
    staleTime: 60_000,
    queryFn: () => gatewayClient.getTokenPrices(chainId, { fiatCode: currency, tokens: [NATIVE] }),
  })
  const quote = data?.tokens[0]?.current ?? null
  return { fiatConversion: quote === null || quote.stale ? null : quote.value, currency }
}
