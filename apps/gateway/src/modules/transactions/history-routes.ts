import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { listHistoryTokens } from './history/list-history-tokens.js'
import { readHistoryPage } from './history/read-history-page.js'
import { readQueuePage } from './queue/read-queue-page.js'

/**
 * `transactions/history` (executed entries newest first, grouped by day, gateway-api.md §4.6),
 * `transactions/queued` (pending from the Safe's nonce on, §4.5) and Concord's `transactions/tokens` (the tokens the
 * history moves, for its token filter): all answered from the cache per data version.
 */
export function historyHandlers(
  ctx: GatewayContext,
  serveCached: ServeCached,
): Handlers<'getTransactionHistory' | 'getTransactionQueue' | 'getHistoryTokens'> {
  return {
    getTransactionHistory: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const query = { ...request.query, address: request.params.address }
      return serveCached(request, reply, { chain, safe: query.address }, () =>
        readHistoryPage(ctx.db, chain, request, query),
      )
    },

    getTransactionQueue: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const query = { ...request.query, address: request.params.address }
      return serveCached(request, reply, { chain, safe: query.address }, () =>
        readQueuePage(ctx.db, chain, request, query),
      )
    },

    getHistoryTokens: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = request.params.address
      return serveCached(request, reply, { chain, safe }, () =>
        listHistoryTokens(ctx.db, chain, safe, request.query.trusted),
      )
    },
  }
}
