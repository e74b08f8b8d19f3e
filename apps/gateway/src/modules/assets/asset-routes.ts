import {
  AssetQuery,
  BalanceParams,
  CollectiblesPageQuery,
  SafeBalanceResponse,
  SafeCollectiblesPage,
  SafeCollectiblesResponse,
  SafeParams,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { readBalances } from './read-balances.js'
import { readCollectibles } from './read-collectibles.js'

const BALANCES_MAX_AGE_MS = 3_000

/** Balances per fiat code and collectibles (v1 list, v2 paged). */
export function registerAssetRoutes(app: GatewayApp, ctx: GatewayContext, serveCached: ServeCached): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/balances/:fiatCode',
    { schema: { params: BalanceParams, querystring: AssetQuery, response: { 200: SafeBalanceResponse } } },
    async (request, reply) => {
      const { chainId, address, fiatCode } = request.params
      const chain = getChain(ctx, chainId)
      // Balances are read live from the chain: ether and tokens can move without an indexed event, hence the max age.
      const scope = { chain, safe: address, ttlMs: BALANCES_MAX_AGE_MS }
      const balances = { address, fiatCode: fiatCode.toUpperCase(), trustedOnly: request.query.trusted }
      return serveCached(request, reply, scope, () => readBalances(ctx.db, chain, ctx.prices, balances))
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/collectibles',
    { schema: { params: SafeParams, querystring: AssetQuery, response: { 200: SafeCollectiblesResponse } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      return (await readCollectibles(ctx.config, ctx.db, chain, request.params.address, request.query.trusted, null))
        .items
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
  )
}
