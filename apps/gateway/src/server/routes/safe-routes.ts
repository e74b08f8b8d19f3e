import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { readNonces } from '../../domain/read-nonces.js'
import { readSafeInfo } from '../../domain/read-safe-info.js'
import type { GatewayApp } from '../gateway-app.js'
import { SafeParams } from '../schemas/params.js'
import { OwnerSafes, SafeInfo, SafeNonces } from '../schemas/safe.js'

/** Safe info, nonces and the Safes an owner has. */
export function registerSafeRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safes/:address',
    { schema: { params: SafeParams, response: { 200: SafeInfo } } },
    async (request) => readSafeInfo(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/nonces',
    { schema: { params: SafeParams, response: { 200: SafeNonces } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
      return readNonces(ctx.db, chain.chainId, safe)
    },
  )

  app.get(
    '/v1/chains/:chainId/owners/:address/safes',
    { schema: { params: SafeParams, response: { 200: OwnerSafes } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const rows = await ctx.db.query<{ safe: string }>(
        'select safe from safe_owners where chain_id = $1 and owner = $2 order by safe',
        [chain.chainId, request.params.address],
      )
      return { safes: rows.map((r) => r.safe) }
    },
  )
}
