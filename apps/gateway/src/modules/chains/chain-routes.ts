import {
  ChainInfo,
  ChainListResponse,
  ChainParams,
  CursorQuery,
  SafeIndexing,
  SafeParams,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import { readSafeIndexing } from './read-safe-indexing.js'
import { chainInfos, toChainInfo } from './to-chain-info.js'

/** `GET /v1/chains` (paged), `GET /v1/chains/{chainId}` and (Concord only) a Safe's indexing progress on a chain. */
export function registerChainRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains',
    { schema: { querystring: CursorQuery, response: { 200: ChainListResponse } } },
    async (request) => {
      const pagination = parseCursor(request.query.cursor)
      const all = chainInfos(ctx)
      return pageOf(request, pagination, all.length, all.slice(pagination.offset, pagination.offset + pagination.limit))
    },
  )
  app.get('/v1/chains/:chainId', { schema: { params: ChainParams, response: { 200: ChainInfo } } }, async (request) =>
    toChainInfo(getChain(ctx, request.params.chainId).config),
  )
  app.get(
    '/v1/chains/:chainId/safes/:address/indexing',
    { schema: { params: SafeParams, response: { 200: SafeIndexing } } },
    async (request) => readSafeIndexing(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
}
