import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { CACHE_TIME_MS } from './queryClient'

// Bump when a cached shape changes so old caches are dropped rather than misread.
const BUSTER = 'concord-web-1'

// The persist-client release pins an older query-core than react-query's: the client is the same object at run
// time, only the two copies' private class members make TypeScript see two types.
type PersistClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient']

/**
 * Only gateway data is persisted: it is plain JSON (wagmi's chain reads hold bigints and are cheap to redo). A query
 * whose refresh failed keeps its last data: with the gateway down, the next reload still has the chains to boot with.
 */
export function shouldPersistQuery(query: {
  queryKey: readonly unknown[]
  state: { status: string; data?: unknown }
}): boolean {
  const hasData = query.state.status === 'success' || query.state.data !== undefined
  return query.queryKey[0] === 'gateway' && hasData
}

/** Restores the cache from localStorage (so a reload paints at once) and keeps saving it; returns the unsubscribe. */
export async function persistQueryCache(queryClient: QueryClient, storage: Storage): Promise<() => void> {
  const client = queryClient as unknown as PersistClient
  const persister = createSyncStoragePersister({ storage, key: 'concord.queryCache', throttleTime: 1000 })
  try {
    await persistQueryClientRestore({ queryClient: client, persister, maxAge: CACHE_TIME_MS, buster: BUSTER })
  } catch {
    // A corrupt cache only costs a cold start.
  }
  const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery }
  return persistQueryClientSubscribe({ queryClient: client, persister, buster: BUSTER, dehydrateOptions })
}
