/** Serialized responses keyed by request and data version: bounded (least recently used out), misses coalesced. */
export type ResponseCache = {
  /**
   * The payload cached for `key` at `version`, else `compute()`'s, stored for the next request. Concurrent misses of
   * one key and version share one computation; a failed computation is not kept. `ttlMs` also bounds the entry's
   * age (for answers read live from a chain, which no version can see move): for another `ttlMs` after that the old
   * payload is still served while one refresh runs, so readers never wait on the chain at expiry; later they wait.
   */
  serve(key: string, version: string, compute: () => Promise<string>, ttlMs?: number): Promise<string>
}

type Entry = {
  version: string
  payload: Promise<string>
  expiresAt: number
  // Until when an expired payload may still be served while `refreshing`; never for entries without a max age.
  staleUntil: number
  refreshing: boolean
  settled: boolean
  size: number
}

/**
 * A response cache of at most `maxEntries` entries and about `maxChars` characters of payload in this process; `clock`
 * gives the time in ms (tests pass their own).
 */
export function createResponseCache(maxEntries: number, maxChars: number, clock = Date.now): ResponseCache {
  // A Map iterates in insertion order, so re-inserting on every hit keeps the least recently used entry first.
  const entries = new Map<string, Entry>()
  let chars = 0
  const remove = (key: string, entry: Entry) => {
    if (entries.get(key) !== entry) return
    entries.delete(key)
    chars -= entry.size
  }
  const evict = () => {
    while (entries.size > maxEntries || (chars > maxChars && entries.size > 1)) {
      const oldest = entries.entries().next()
      if (oldest.done === true) return
      remove(...oldest.value)
    }
  }
  const store = (key: string, version: string, compute: () => Promise<string>, ttlMs: number | undefined) => {
    const now = clock()
    const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : now + ttlMs
    const staleUntil = ttlMs === undefined ? expiresAt : expiresAt + ttlMs
    const entry: Entry = {
      version,
      payload: compute(),
      expiresAt,
      staleUntil,
      refreshing: false,
      settled: false,
      size: 0,
    }
    entry.payload.then(
      (payload) => {
        entry.settled = true
        entry.size = payload.length
        if (entries.get(key) !== entry) return
        chars += entry.size
        evict()
      },
      () => remove(key, entry),
    )
    return entry
  }
  const insert = (key: string, entry: Entry) => {
    const old = entries.get(key)
    if (old !== undefined) remove(key, old)
    entries.set(key, entry)
    // `chars` counts the settled entries in the map; a refresh settles before it goes in.
    if (entry.settled) chars += entry.size
    evict()
  }
  return {
    serve(key, version, compute, ttlMs) {
      const now = clock()
      const hit = entries.get(key)
      if (hit !== undefined && hit.version === version) {
        if (hit.expiresAt > now || (hit.settled && hit.staleUntil > now)) {
          entries.delete(key)
          entries.set(key, hit)
          if (hit.expiresAt <= now && !hit.refreshing) {
            hit.refreshing = true
            const next = store(key, version, compute, ttlMs)
            next.payload.then(
              () => {
                if (entries.get(key) === hit) insert(key, next)
              },
              () => {
                hit.refreshing = false
              },
            )
          }
          return hit.payload
        }
      }
      const entry = store(key, version, compute, ttlMs)
      insert(key, entry)
      return entry.payload
    },
  }
}
