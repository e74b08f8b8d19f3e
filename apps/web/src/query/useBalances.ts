import { useQuery } from '@tanstack/react-query'
import { useApp } from '../services/appContext'
import { useCurrentSafe } from '../services/currentSafe'
import { isString, readPersistentState, usePersistentState } from '../ui/usePersistentState'
import { balancesQuery, fiatCurrenciesQuery } from './gatewayQueries'
import { useLivePollInterval } from './useSafeLiveUpdates'

/** The default fiat currency (spec §9). */
export const DEFAULT_CURRENCY = 'usd'

const CURRENCY_KEY = 'concord.currency'

/** The user's fiat currency, persisted across reloads. */
export function useCurrency() {
  return usePersistentState(CURRENCY_KEY, DEFAULT_CURRENCY, isString)
}

/** The user's fiat currency as stored, read outside a component. */
export function storedCurrency(): string {
  return readPersistentState(CURRENCY_KEY, DEFAULT_CURRENCY, isString)
}

/**
 * The current Safe's balances in the chosen currency. Transfers in and out reach the page through the Safe's event
 * stream (held by useSafeInfo on every Safe page), which invalidates them; the poll runs only while it is down.
 */
export function useBalances(currency: string) {
  const { gateway } = useApp()
  const { chain, address } = useCurrentSafe()
  const refetchInterval = useLivePollInterval(chain.chainId, address)
  return useQuery({ ...balancesQuery(gateway, chain.chainId, address, currency), refetchInterval })
}

/** The fiat codes the gateway can price in. */
export function useFiatCurrencies() {
  const { gateway } = useApp()
  return useQuery(fiatCurrenciesQuery(gateway))
}
