import type { Queryable } from './db.js'

/** What a Safe's cached reads depend on. */
export type DataVersion = { chain: string; safe: number }

// Per database and Safe: the query in flight, and the one that will start when it ends, shared by every request
// that arrived meanwhile.
type Reads = { current: Promise<DataVersion> | null; next: Promise<DataVersion> | null }
const readsByDb = new WeakMap<Queryable, Map<string, Reads>>()

/**
 * The version of everything a Safe's reads depend on, in one primary-key query: the chain cursor (the indexer moves
 * `next_block` and `updated_at` in the transaction of each batch and each reorg rollback) and the Safe's off-chain
 * write counter (bumpSafeVersion). Equal versions mean equal answers.
 *
 * Concurrent callers share queries, but never one that started before they called: a caller that finds a query in
 * flight waits for the next one, which starts after it ends. So a read still sees every write committed before it
 * was asked, and a burst of requests for one Safe costs two queries instead of one each.
 */
export function readDataVersion(db: Queryable, chainId: string, safe: string): Promise<DataVersion> {
  const key = `${chainId}:${safe}`
  const byKey = readsByDb.get(db) ?? added(readsByDb, db, new Map<string, Reads>())
  const reads = byKey.get(key) ?? added(byKey, key, { current: null, next: null })
  const start = (): Promise<DataVersion> => {
    const query = queryDataVersion(db, chainId, safe)
    reads.current = query
    const done = () => {
      if (reads.current !== query) return
      reads.current = null
      if (reads.next === null) byKey.delete(key)
    }
    query.then(done, done)
    return query
  }
  if (reads.current === null) return start()
  // When the query in flight ends, the waiting callers' query starts, and callers after that wait for a new one.
  reads.next ??= reads.current.then(promote, promote)
  return reads.next
  function promote() {
    reads.next = null
    return start()
  }
}

/** Puts `value` under `key` and returns it. */
function added<K, V>(map: { set(key: K, value: V): unknown }, key: K, value: V): V {
  map.set(key, value)
  return value
}

async function queryDataVersion(db: Queryable, chainId: string, safe: string): Promise<DataVersion> {
  const [row] = await db.query<{ chain: string | null; safe: number | null }>(
    `select (select next_block || '/' || updated_at from chain_cursors where chain_id = $1) as chain,
            (select version from safe_data_versions where chain_id = $1 and safe = $2) as safe`,
    [chainId, safe],
  )
  return { chain: row?.chain ?? '-', safe: Number(row?.safe ?? 0) }
}
