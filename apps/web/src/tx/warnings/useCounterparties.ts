import type { GetCounterpartyReturnType } from '@concord/gateway-client'
import { useQueries } from '@tanstack/react-query'
import { queryKeys } from '../../query/keys'
import { useApp } from '../../services/appContext'
import { useCurrentSafe } from '../../services/currentSafe'

/** The gateway's answer for each address (undefined while loading or when it could not answer), and whether any is loading. */
export type CounterpartyAnswers = {
  of: (address: string) => GetCounterpartyReturnType | undefined
  loading: boolean
}

/**
 * The current Safe's history with each address (times paid, contract facts, the known addresses it looks like), from
 * the gateway's counterparty check. An address the gateway cannot answer for is simply unknown: the address book and
 * owners are still compared on the device.
 */
export function useCounterparties(addresses: readonly string[]): CounterpartyAnswers {
  const { gatewayClient } = useApp()
  const { chain, address: safe } = useCurrentSafe()
  const distinct = [...new Set(addresses.map((a) => a.toLowerCase()))]
  const answers = useQueries({
    queries: distinct.map((address) => ({
      queryKey: queryKeys.txFlow('counterparty', chain.chainId, safe, address),
      retry: false,
      staleTime: 30_000,
      queryFn: () => gatewayClient.getCounterparty(chain.chainId, safe, address),
    })),
  })
  return {
    of: (address) => answers[distinct.indexOf(address.toLowerCase())]?.data,
    loading: answers.some((a) => a.isPending && a.fetchStatus !== 'idle'),
  }
}
