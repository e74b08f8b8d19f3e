import { QueryClient } from '@tanstack/react-query'

/** 24 hours: how long unused data stays in the cache and in localStorage (spec §9). */
export const CACHE_TIME_MS = 24 * 60 * 60 * 1000

/** The one QueryClient, with the spec §9 defaults: 24 h cache, offline-first, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: CACHE_TIME_MS, networkMode: 'offlineFirst', refetchOnWindowFocus: false, retry: 0 },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}
