import { OwnedSafes, SafeInfo, SafeParams } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { readOwnedSafes } from './read-owned-safes.js'
import { readSafeInfo } from './read-safe-info.js'

/** Safe info (cached per data version) and the Safes an owner has. */
export function registerSafeRoutes(app: GatewayApp, ctx: GatewayContext, serveCached: ServeCached): void {
  app.get(
    '/v1/chains/:chainId/safes/:address',
    { schema: { params: SafeParams, response: { 200: SafeInfo } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const scope = { chain, safe: request.params.address }
      return serveCached(request, reply, scope, () => readSafeInfo(ctx.db, chain, request.params.address))
    },
  )

  app.get(
    '/v1/chains/:chainId/owners/:address/safes',
    { schema: { params: SafeParams, response: { 200: OwnedSafes } } },
    async (request) => readOwnedSafes(ctx.db, getChain(ctx, request.params.chainId).chainId, request.params.address),
  )
}
