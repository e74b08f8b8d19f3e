import { useQuery } from '@tanstack/react-query'
import { useApp } from '../../app/AppContext'
import { balancesQuery, fiatCurrenciesQuery } from '../../query/gatewayQueries'
import { isString, usePersistentState } from '../../ui/usePersistentState'
import { useCurrentSafe } from '../safe/SafeContext'

/** The default fiat currency (spec §9). */
export const DEFAULT_CURRENCY = 'usd'

/** The user's fiat currency, persisted across reloads. */
export function useCurrency() {
  return usePersistentState('concord.currency', DEFAULT_CURRENCY, isString)
}

/** The current Safe's balances in the chosen currency. */
export function useBalances(currency: string) {
  const { gateway, config } = useApp()
  const { chain, address } = useCurrentSafe()
  return useQuery({
    ...balancesQuery(gateway, chain.chainId, address, currency),
    refetchInterval: config.pollIntervalMs,
  })
}

/** The fiat codes the gateway can price in. */
export function useFiatCurrencies() {
  const { gateway } = useApp()
  return useQuery(fiatCurrenciesQuery(gateway))
}
