import {
  SafeParams,
  type TransactionHistoryItem,
  TransactionHistoryPage,
  TransactionHistoryQuery,
  type TransactionSummary,
} from '@concord/gateway-schema'
import { dayKeyFunction } from '../../domain/day-key.js'
import { flagImitations } from '../../domain/flag-imitations.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadHistoryPage } from '../../domain/history-entries.js'
import { loadSafe } from '../../domain/load-safe.js'
import { chainTokens } from '../../domain/load-tokens.js'
import { summarizeCreation } from '../../domain/summarize-creation.js'
import { summarizeHistoryEntries } from '../../domain/summarize-history-entries.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import type { ResponseCache } from '../response-cache.js'
import { serveCached } from '../serve-cached.js'

function isImitation(summary: TransactionSummary): boolean {
  const info = summary.txInfo
  return info.type === 'Transfer' && info.transferInfo.type === 'ERC20' && info.transferInfo.imitation
}

/** `transactions/history`: executed entries newest first, grouped by day with DATE_LABELs (gateway-api.md §4.6). */
export function registerHistoryRoutes(app: GatewayApp, ctx: GatewayContext, cache: ResponseCache): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/history',
    {
      schema: {
        params: SafeParams,
        querystring: TransactionHistoryQuery,
        response: { 200: TransactionHistoryPage },
      },
    },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const scope = { chain, safe: request.params.address }
      return serveCached(ctx.db, cache, request, reply, scope, async () => {
        const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
        const q = request.query
        const dayOf = dayKeyFunction(q.timezone, q.timezone_offset ?? 0)
        const pagination = parseCursor(q.cursor)
        const { limit, offset } = pagination
        // One entry before the page tells whether the page's first day continues the previous page's.
        const { count, entries: window } = await loadHistoryPage(
          ctx.db,
          chain.chainId,
          safe.address,
          q.trusted,
          offset > 0 ? limit + 1 : limit,
          offset > 0 ? offset - 1 : 0,
        )
        const previous = offset > 0 ? window.shift() : undefined
        const tokens = await chainTokens(ctx.db, chain)
        const summaries = flagImitations(await summarizeHistoryEntries(ctx.db, chain, safe, window, tokens)).filter(
          (summary) => q.imitation || !isImitation(summary),
        )
        const links = pageLinks(request, pagination, count)
        if (links.next === null) summaries.push(await summarizeCreation(ctx.db, chain, safe))

        const results: TransactionHistoryItem[] = []
        let lastDay = previous === undefined ? null : dayOf(previous.ts)
        for (const transaction of summaries) {
          const day = dayOf(transaction.timestamp)
          if (day !== lastDay) results.push({ type: 'DATE_LABEL', timestamp: transaction.timestamp })
          lastDay = day
          results.push({ type: 'TRANSACTION', transaction, conflictType: 'None' })
        }
        return { count, ...links, results }
      })
    },
  )
}
