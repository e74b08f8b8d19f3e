import { ChainInfo, ChainListResponse, ChainParams, CursorQuery } from '@concord/gateway-schema'
import type { ChainInfo as ChainInfoConfig } from '../../config/config-schema.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'

/** The chain metadata exactly as configured (trailing slash of the transaction service removed). */
export function toChain(info: ChainInfoConfig): ChainInfo {
  const chain: Record<string, unknown> = {}
  for (const key of CHAIN_INFO_KEYS) chain[key] = info[key]
  return { ...(chain as ChainInfo), transactionService: info.transactionService.replace(/\/+$/, '') }
}

// Only ChainInfo fields leave the gateway: the RPC URL the indexer uses and the other chain settings stay private.
const CHAIN_INFO_KEYS = Object.keys(ChainInfo.shape) as (keyof ChainInfo)[]

/** `GET /v1/chains` (paged) and `GET /v1/chains/{chainId}`. */
export function registerChainRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains',
    { schema: { querystring: CursorQuery, response: { 200: ChainListResponse } } },
    async (request) => {
      const pagination = parseCursor(request.query.cursor)
      const all = [...ctx.chains.values()].map((chain) => toChain(chain.config))
      return {
        count: all.length,
        ...pageLinks(request, pagination, all.length),
        results: all.slice(pagination.offset, pagination.offset + pagination.limit),
      }
    },
  )
  app.get('/v1/chains/:chainId', { schema: { params: ChainParams, response: { 200: ChainInfo } } }, async (request) =>
    toChain(getChain(ctx, request.params.chainId).config),
  )
}
