import type { z } from 'zod'
import type { ChainInfo } from '../../config/config-schema.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import { Chain } from '../schemas/chain.js'
import { page } from '../schemas/common.js'
import { ChainParams, CursorQuery } from '../schemas/params.js'

/** The chain metadata exactly as configured (trailing slash of the transaction service removed). */
export function toChain(info: ChainInfo): z.output<typeof Chain> {
  const chain: Record<string, unknown> = {}
  for (const key of CHAIN_INFO_KEYS) chain[key] = info[key]
  return { ...(chain as z.output<typeof Chain>), transactionService: info.transactionService.replace(/\/+$/, '') }
}

// Only ChainInfo fields leave the gateway: the RPC URL the indexer uses and the other chain settings stay private.
const CHAIN_INFO_KEYS = Object.keys(Chain.shape) as (keyof z.output<typeof Chain>)[]

/** `GET /v1/chains` (paged) and `GET /v1/chains/{chainId}`. */
export function registerChainRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get('/v1/chains', { schema: { querystring: CursorQuery, response: { 200: page(Chain) } } }, async (request) => {
    const pagination = parseCursor(request.query.cursor)
    const all = [...ctx.chains.values()].map((chain) => toChain(chain.config))
    return {
      count: all.length,
      ...pageLinks(request, pagination, all.length),
      results: all.slice(pagination.offset, pagination.offset + pagination.limit),
    }
  })
  app.get('/v1/chains/:chainId', { schema: { params: ChainParams, response: { 200: Chain } } }, async (request) =>
    toChain(getChain(ctx, request.params.chainId).config),
  )
}
