import type { Db } from '../db/db.js'
import { readDataVersion } from '../db/read-data-version.js'
import { requestOrigin } from '../wire/pagination.js'
import type { ServeCached } from '../wire/serve-cached.js'
import type { ResponseCache } from './response-cache.js'

/**
 * Answers per-Safe reads through `cache`: one version query, then the JSON cached for this exact request (origin,
 * path and query: page links are absolute URLs) at that version, else `compute()`'s result serialized by the route's
 * own response schema. Hits and misses send the same bytes with the same headers.
 */
export function createServeCached(db: Db, cache: ResponseCache): ServeCached {
  return async (request, reply, scope, compute) => {
    const { chain } = scope
    // An embedded database changes only through this process, so its write count is the version and costs no query.
    const local = db.localWriteCount?.()
    const version =
      local === undefined ? await readDataVersion(db, chain.chainId, scope.safe) : { chain: `local ${local}`, safe: 0 }
    // Token metadata is cached per chain for a few seconds and only the indexer (maybe another replica's) adds tokens,
    // so drop it when the cursor moves: a response computed now and cached for this version must not use older tokens.
    if (chain.tokenCacheCursor !== version.chain) {
      chain.tokenCache = null
      chain.tokenCacheCursor = version.chain
    }
    const key = `${request.method} ${requestOrigin(request)}${request.url}`
    const payload = await cache.serve(
      key,
      `${version.chain}:${version.safe}`,
      async () => reply.serialize(await compute()) as string,
      scope.ttlMs,
    )
    // A string with a JSON content type goes out as is, without a second serialization.
    return reply.type('application/json; charset=utf-8').send(payload)
  }
}
