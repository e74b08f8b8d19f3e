import { type Address, NoncesResponse, OwnedSafes, SafeInfo, SafeParams } from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { readNonces } from '../../domain/read-nonces.js'
import { readSafeInfo } from '../../domain/read-safe-info.js'
import type { GatewayApp } from '../gateway-app.js'
import type { ResponseCache } from '../response-cache.js'
import { serveCached } from '../serve-cached.js'

/** Safe info, nonces and the Safes an owner has. */
export function registerSafeRoutes(app: GatewayApp, ctx: GatewayContext, cache: ResponseCache): void {
  app.get(
    '/v1/chains/:chainId/safes/:address',
    { schema: { params: SafeParams, response: { 200: SafeInfo } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const scope = { chain, safe: request.params.address }
      return serveCached(ctx.db, cache, request, reply, scope, () =>
        readSafeInfo(ctx.db, chain, request.params.address),
      )
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/nonces',
    { schema: { params: SafeParams, response: { 200: NoncesResponse } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const scope = { chain, safe: request.params.address }
      return serveCached(ctx.db, cache, request, reply, scope, async () => {
        const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
        return readNonces(ctx.db, chain.chainId, safe)
      })
    },
  )

  app.get(
    '/v1/chains/:chainId/owners/:address/safes',
    { schema: { params: SafeParams, response: { 200: OwnedSafes } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const rows = await ctx.db.query<{ safe: Address }>(
        'select safe from safe_owners where chain_id = $1 and owner = $2 order by safe',
        [chain.chainId, request.params.address],
      )
      return { safes: rows.map((r) => r.safe) }
    },
  )
}
