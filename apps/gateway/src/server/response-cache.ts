/** Serialized responses keyed by request and data version: bounded (least recently used out), misses coalesced. */
export type ResponseCache = {
  /**
   * The payload cached for `key` at `version`, else `compute()`'s, stored for the next request. Concurrent misses of
   * one key and version share one computation; a failed computation is not kept. `ttlMs` also bounds the entry's
   * age (for answers read live from a chain, which no version can see move).
   */
  serve(key: string, version: string, compute: () => Promise<string>, ttlMs?: number): Promise<string>
}

type Entry = { version: string; payload: Promise<string>; expiresAt: number; size: number }

/** A response cache of at most `maxEntries` entries and about `maxChars` characters of payload in this process. */
export function createResponseCache(maxEntries: number, maxChars: number): ResponseCache {
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
  return {
    serve(key, version, compute, ttlMs) {
      const now = Date.now()
      const hit = entries.get(key)
      if (hit !== undefined) {
        if (hit.version === version && hit.expiresAt > now) {
          entries.delete(key)
          entries.set(key, hit)
          return hit.payload
        }
        remove(key, hit)
      }
      const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : now + ttlMs
      const entry: Entry = { version, payload: compute(), expiresAt, size: 0 }
      entries.set(key, entry)
      entry.payload.then(
        (payload) => {
          if (entries.get(key) !== entry) return
          entry.size = payload.length
          chars += entry.size
          evict()
        },
        () => remove(key, entry),
      )
      evict()
      return entry.payload
    },
  }
}
