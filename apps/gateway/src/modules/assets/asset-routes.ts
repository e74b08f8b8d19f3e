import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { readBalances } from './read-balances.js'
import { readCollectibles } from './read-collectibles.js'

const BALANCES_MAX_AGE_MS = 3_000

/** Balances per fiat code and collectibles (v1 list, v2 paged). */
export function assetHandlers(
  ctx: GatewayContext,
  serveCached: ServeCached,
): Handlers<'getBalances' | 'getCollectibles' | 'getCollectiblesPage'> {
  return {
    getBalances: async (request, reply) => {
      const { chainId, address, fiatCode } = request.params
      const chain = getChain(ctx, chainId)
      // Balances are read live from the chain: ether and tokens can move without an indexed event, hence the max age.
      const scope = { chain, safe: address, ttlMs: BALANCES_MAX_AGE_MS }
      const balances = { address, fiatCode: fiatCode.toUpperCase(), trustedOnly: request.query.trusted }
      return serveCached(request, reply, scope, () => readBalances(ctx.db, chain, ctx.prices, balances))
    },

    getCollectibles: async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      return (await readCollectibles(ctx.config, ctx.db, chain, request.params.address, request.query.trusted, null))
        .items
    },

    getCollectiblesPage: async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const pagination = parseCursor(request.query.cursor)
      const { address } = request.params
      const { count, items } = await readCollectibles(
        ctx.config,
        ctx.db,
        chain,
        address,
        request.query.trusted,
        pagination,
      )
      return pageOf(request, pagination, count, items)
    },
  }
}
