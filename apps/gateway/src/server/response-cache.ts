/** Serialized responses keyed by request and data version: bounded (least recently used out), misses coalesced. */
export type ResponseCache = {
  /**
   * The payload cached for `key` at `version`, else `compute()`'s, stored for the next request. Concurrent misses of
   * one key and version share one computation; a failed computation is not kept. `ttlMs` also bounds the entry's
   * age (for answers read live from a chain, which no version can see move).
   */
  serve(key: string, version: string, compute: () => Promise<string>, ttlMs?: number): Promise<string>
}

type Entry = { version: string; payload: Promise<string>; expiresAt: number }

/** A response cache of at most `maxEntries` entries in this process. */
export function createResponseCache(maxEntries: number): ResponseCache {
  // A Map iterates in insertion order, so re-inserting on every hit keeps the least recently used entry first.
  const entries = new Map<string, Entry>()
  return {
    serve(key, version, compute, ttlMs) {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit !== undefined) {
        entries.delete(key)
        if (hit.version === version && hit.expiresAt > now) {
          entries.set(key, hit)
          return hit.payload
        }
      }
      const entry: Entry = { version, payload: compute(), expiresAt: ttlMs === undefined ? Infinity : now + ttlMs }
      entries.set(key, entry)
      entry.payload.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next()
        if (oldest.done !== true) entries.delete(oldest.value)
      }
      return entry.payload
    },
  }
}
