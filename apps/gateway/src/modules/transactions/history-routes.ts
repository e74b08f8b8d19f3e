import {
  HistoryTokens,
  HistoryTokensQuery,
  SafeParams,
  TransactionHistoryPage,
  TransactionHistoryQuery,
  TransactionQueuePage,
  TransactionQueueQuery,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { listHistoryTokens } from './list-history-tokens.js'
import { readHistoryPage } from './read-history-page.js'
import { readQueuePage } from './read-queue-page.js'

/**
 * `transactions/history` (executed entries newest first, grouped by day, gateway-api.md §4.6),
 * `transactions/queued` (pending from the Safe's nonce on, §4.5) and Concord's `transactions/tokens` (the tokens the
 * history moves, for its token filter): all answered from the cache per data version.
 */
export function registerHistoryRoutes(app: GatewayApp, ctx: GatewayContext, serveCached: ServeCached): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/history',
    { schema: { params: SafeParams, querystring: TransactionHistoryQuery, response: { 200: TransactionHistoryPage } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const query = { ...request.query, address: request.params.address }
      return serveCached(request, reply, { chain, safe: query.address }, () =>
        readHistoryPage(ctx.db, chain, request, query),
      )
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/queued',
    { schema: { params: SafeParams, querystring: TransactionQueueQuery, response: { 200: TransactionQueuePage } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const query = { ...request.query, address: request.params.address }
      return serveCached(request, reply, { chain, safe: query.address }, () =>
        readQueuePage(ctx.db, chain, request, query),
      )
    },
  )

  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/tokens',
    { schema: { params: SafeParams, querystring: HistoryTokensQuery, response: { 200: HistoryTokens } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = request.params.address
      return serveCached(request, reply, { chain, safe }, () =>
        listHistoryTokens(ctx.db, chain, safe, request.query.trusted),
      )
    },
  )
}
