import type { GetTransactionHistoryQuery } from '@concord/gateway-client'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { GatewayApi } from '../gateway/gatewayApi'

// Every gateway query key starts with 'gateway': that prefix is what gets persisted to localStorage.

/** All chains the gateway serves. */
export const chainsQuery = (api: GatewayApi) =>
  queryOptions({ queryKey: ['gateway', 'chains'] as const, queryFn: () => api.getChains(), staleTime: 5 * 60_000 })

/** One Safe's configuration. */
export const safeInfoQuery = (api: GatewayApi, chainId: string, address: string) =>
  queryOptions({
    queryKey: ['gateway', 'safeInfo', chainId, address] as const,
    queryFn: () => api.getSafeInfo(chainId, address),
  })

/** The Safes an owner belongs to on one chain. */
export const ownedSafesQuery = (api: GatewayApi, chainId: string, owner: string) =>
  queryOptions({
    queryKey: ['gateway', 'ownedSafes', chainId, owner] as const,
    queryFn: () => api.getOwnedSafes(chainId, owner),
  })

/** A Safe's balances priced in one fiat currency. */
export const balancesQuery = (api: GatewayApi, chainId: string, address: string, currency: string) =>
  queryOptions({
    queryKey: ['gateway', 'balances', chainId, address, currency] as const,
    queryFn: () => api.getBalances(chainId, address, currency),
  })

/** The fiat codes balances can be priced in. */
export const fiatCurrenciesQuery = (api: GatewayApi) =>
  queryOptions({
    queryKey: ['gateway', 'fiatCurrencies'] as const,
    queryFn: () => api.getFiatCurrencies(),
    staleTime: 60 * 60_000,
  })

type Paged = { next: string | null }
const nextPage = (last: Paged) => last.next ?? undefined

/** A Safe's NFTs (v2, cursor-paged; each page's `next` URL fetches the following one). */
export const collectiblesQuery = (api: GatewayApi, chainId: string, address: string) =>
  infiniteQueryOptions({
    queryKey: ['gateway', 'collectibles', chainId, address] as const,
    queryFn: ({ pageParam }) => api.getCollectiblesPage(chainId, address, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
  })

/** A Safe's queue (pending transactions, grouped by nonce by the gateway). */
export const queueQuery = (api: GatewayApi, chainId: string, address: string) =>
  infiniteQueryOptions({
    queryKey: ['gateway', 'queue', chainId, address] as const,
    queryFn: ({ pageParam }) => api.getTransactionQueue(chainId, address, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
  })

/** A Safe's history, day labels in the user's time zone. */
export const historyQuery = (
  api: GatewayApi,
  chainId: string,
  address: string,
  timezone: string,
  filters: GetTransactionHistoryQuery = {},
) =>
  infiniteQueryOptions({
    queryKey: ['gateway', 'history', chainId, address, timezone, filters] as const,
    queryFn: ({ pageParam }) => api.getTransactionHistory(chainId, address, { ...filters, timezone }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
  })

/** Everything about one transaction. */
export const transactionDetailsQuery = (api: GatewayApi, chainId: string, id: string) =>
  queryOptions({
    queryKey: ['gateway', 'txDetails', chainId, id] as const,
    queryFn: () => api.getTransactionDetails(chainId, id),
  })
