import {
  AssetQuery,
  BalanceParams,
  CollectiblesPageQuery,
  SafeBalanceResponse,
  SafeCollectiblesPage,
  SafeCollectiblesResponse,
  SafeParams,
} from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readBalances } from '../../domain/read-balances.js'
import { readCollectibles } from '../../domain/read-collectibles.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import type { ResponseCache } from '../response-cache.js'
import { serveCached } from '../serve-cached.js'

const BALANCES_MAX_AGE_MS = 3_000

/** Balances per fiat code and collectibles (v1 list, v2 paged). */
export function registerAssetRoutes(app: GatewayApp, ctx: GatewayContext, cache: ResponseCache): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/balances/:fiatCode',
    { schema: { params: BalanceParams, querystring: AssetQuery, response: { 200: SafeBalanceResponse } } },
    async (request, reply) => {
      const { chainId, address, fiatCode } = request.params
      const chain = getChain(ctx, chainId)
      // Balances are read live from the chain: ether and tokens can move without an indexed event, hence the max age.
      const scope = { chain, safe: address, ttlMs: BALANCES_MAX_AGE_MS }
      return serveCached(ctx.db, cache, request, reply, scope, () =>
        readBalances(ctx.db, chain, ctx.prices, address, fiatCode.toUpperCase(), request.query.trusted),
      )
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/collectibles',
    { schema: { params: SafeParams, querystring: AssetQuery, response: { 200: SafeCollectiblesResponse } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      return (await readCollectibles(ctx.db, chain, request.params.address, request.query.trusted, null)).items
    },
  )

  app.get(
    '/v2/chains/:chainId/safes/:address/collectibles',
    {
      schema: {
        params: SafeParams,
        querystring: CollectiblesPageQuery,
        response: { 200: SafeCollectiblesPage },
      },
    },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const pagination = parseCursor(request.query.cursor)
      const { count, items } = await readCollectibles(
        ctx.db,
        chain,
        request.params.address,
        request.query.trusted,
        pagination,
      )
      return { count, ...pageLinks(request, pagination, count), results: items }
    },
  )
}
