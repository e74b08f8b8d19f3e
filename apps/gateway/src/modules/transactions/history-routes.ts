import {
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
import { readHistoryPage } from './read-history-page.js'
import { readQueuePage } from './read-queue-page.js'

/**
 * `transactions/history` (executed entries newest first, grouped by day, gateway-api.md §4.6) and
 * `transactions/queued` (pending from the Safe's nonce on, §4.5): both answered from the cache per data version.
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
}
