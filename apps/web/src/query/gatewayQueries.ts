import type { GetTransactionHistoryQuery } from '@concord/gateway-client'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { GatewayApi } from '../gateway/gatewayApi'
import { queryKeys } from './keys'

// Every gateway query key starts with 'gateway': that prefix is what gets persisted to localStorage.

// The Safe's own data (configuration, balances, queue), which its event stream refreshes as it changes, is not fetched
// again by each part of the page that mounts within seconds of the first (the notices, the bell, the batch drawer
// after the page settles): a phone paid three requests and a re-render for the same answers. Invalidations (events,
// the stream's reconnect, the app's own writes) refetch it at once whatever its age.
const SAFE_DATA_FRESH_MS = 5_000

/** All chains the gateway serves. */
export const chainsQuery = (api: GatewayApi) =>
  queryOptions({ queryKey: queryKeys.chains(), queryFn: () => api.getChains(), staleTime: 5 * 60_000 })

/** One Safe's configuration. */
export const safeInfoQuery = (api: GatewayApi, chainId: string, address: string) =>
  queryOptions({
    queryKey: queryKeys.safeInfo(chainId, address),
    queryFn: () => api.getSafeInfo(chainId, address),
    staleTime: SAFE_DATA_FRESH_MS,
  })

/** The Safes an owner belongs to on one chain. */
export const ownedSafesQuery = (api: GatewayApi, chainId: string, owner: string) =>
  queryOptions({
    queryKey: queryKeys.ownedSafes(chainId, owner),
    queryFn: () => api.getOwnedSafes(chainId, owner),
  })

/** A Safe's balances priced in one fiat currency. */
export const balancesQuery = (api: GatewayApi, chainId: string, address: string, currency: string) =>
  queryOptions({
    queryKey: queryKeys.balances(chainId, address, currency),
    queryFn: () => api.getBalances(chainId, address, currency),
    staleTime: SAFE_DATA_FRESH_MS,
  })

/** The fiat codes balances can be priced in. */
export const fiatCurrenciesQuery = (api: GatewayApi) =>
  queryOptions({
    queryKey: queryKeys.fiatCurrencies(),
    queryFn: () => api.getFiatCurrencies(),
    staleTime: 60 * 60_000,
  })

type Paged = { next: string | null }
const nextPage = (last: Paged) => last.next ?? undefined

/** A Safe's NFTs (v2, cursor-paged; each page's `next` URL fetches the following one). */
export const collectiblesQuery = (api: GatewayApi, chainId: string, address: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.collectibles(chainId, address),
    queryFn: ({ pageParam }) => api.getCollectiblesPage(chainId, address, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
  })

/** A Safe's queue (pending transactions, grouped by nonce by the gateway). */
export const queueQuery = (api: GatewayApi, chainId: string, address: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.queue(chainId, address),
    queryFn: ({ pageParam }) => api.getTransactionQueue(chainId, address, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
    staleTime: SAFE_DATA_FRESH_MS,
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
    queryKey: queryKeys.history(chainId, address, timezone, filters),
    queryFn: ({ pageParam }) => api.getTransactionHistory(chainId, address, { ...filters, timezone }, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPage,
  })

/** Everything about one transaction. */
export const transactionDetailsQuery = (api: GatewayApi, chainId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.txDetails(chainId, id),
    queryFn: () => api.getTransactionDetails(chainId, id),
  })
