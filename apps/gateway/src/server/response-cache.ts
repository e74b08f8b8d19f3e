import { LRUCache } from 'lru-cache'

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
 * A response cache of at most `maxEntries` answers and about `maxChars` characters of payload in this process (an
 * lru-cache); `clock` gives the time in ms (tests pass their own). Answers still being computed wait beside it, one per
 * key, so a concurrent miss finds them; they enter it when their payload (and so its size) is known.
 */
export function createResponseCache(maxEntries: number, maxChars: number, clock = Date.now): ResponseCache {
  const answers = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxChars })
  const computing = new Map<string, Entry>()
  const keep = (key: string, entry: Entry) => answers.set(key, entry, { size: Math.max(1, entry.size) })

  /** Starts computing an entry (kept by the caller, or by nobody when it fails). */
  const start = (version: string, compute: () => Promise<string>, ttlMs: number | undefined): Entry => {
    const expiresAt = ttlMs === undefined ? Number.POSITIVE_INFINITY : clock() + ttlMs
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
      },
      () => {},
    )
    return entry
  }

  /** Computes the answer for a miss: the key's older answer goes at once, the new one is kept when it succeeds. */
  const miss = (key: string, version: string, compute: () => Promise<string>, ttlMs: number | undefined) => {
    const entry = start(version, compute, ttlMs)
    answers.delete(key)
    computing.set(key, entry)
    const done = () => computing.get(key) === entry && computing.delete(key)
    entry.payload.then(
      () => done() && keep(key, entry),
      () => done(),
    )
    return entry.payload
  }

  /** Replaces an expired answer once its refresh succeeds; after a failure the next request refreshes again. */
  const refresh = (key: string, hit: Entry, compute: () => Promise<string>, ttlMs: number | undefined) => {
    hit.refreshing = true
    const next = start(hit.version, compute, ttlMs)
    next.payload.then(
      () => {
        if (answers.peek(key) === hit) keep(key, next)
      },
      () => {
        hit.refreshing = false
      },
    )
  }

  return {
    serve(key, version, compute, ttlMs) {
      const now = clock()
      const hit = computing.get(key) ?? answers.get(key)
      const usable = hit?.version === version && (hit.expiresAt > now || (hit.settled && hit.staleUntil > now))
      if (hit === undefined || !usable) return miss(key, version, compute, ttlMs)
      if (hit.expiresAt <= now && !hit.refreshing) refresh(key, hit, compute, ttlMs)
      return hit.payload
    },
  }
}
