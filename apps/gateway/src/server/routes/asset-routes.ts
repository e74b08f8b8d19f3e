import { z } from 'zod'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readBalances } from '../../domain/read-balances.js'
import { readCollectibles } from '../../domain/read-collectibles.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import type { ResponseCache } from '../response-cache.js'
import { page, TokenInfo } from '../schemas/common.js'
import { AddressParam, ChainIdParam, queryBoolean, SafeParams } from '../schemas/params.js'
import { serveCached } from '../serve-cached.js'

const Balances = z.object({
  fiatTotal: z.string(),
  items: z.array(
    z.object({
      tokenInfo: TokenInfo,
      balance: z.string(),
      fiatBalance: z.string(),
      fiatConversion: z.string(),
      fiatBalance24hChange: z.string().nullable(),
    }),
  ),
})
const Collectible = z.object({
  address: z.string(),
  tokenName: z.string(),
  tokenSymbol: z.string(),
  logoUri: z.string(),
  id: z.string(),
  uri: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  imageUri: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
})
const BalanceParams = z.object({
  chainId: ChainIdParam,
  address: AddressParam,
  fiatCode: z.string().regex(/^[a-zA-Z]{3,5}$/, 'Invalid fiat code: expected e.g. usd'),
})
const BALANCES_MAX_AGE_MS = 3_000
const AssetQuery = z.object({ trusted: queryBoolean(false), exclude_spam: queryBoolean(true) })

/** Balances per fiat code and collectibles (v1 list, v2 paged). */
export function registerAssetRoutes(app: GatewayApp, ctx: GatewayContext, cache: ResponseCache): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/balances/:fiatCode',
    { schema: { params: BalanceParams, querystring: AssetQuery, response: { 200: Balances } } },
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
    { schema: { params: SafeParams, querystring: AssetQuery, response: { 200: z.array(Collectible) } } },
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
        querystring: AssetQuery.extend({ cursor: z.string().max(1000).optional() }),
        response: { 200: page(Collectible) },
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
