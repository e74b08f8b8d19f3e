import { SafeParams, TransactionQueuePage, TransactionQueueQuery } from '@concord/gateway-schema'
import { buildQueueItems } from '../../domain/build-queue-page.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { chainTokens } from '../../domain/load-tokens.js'
import { loadMultisigRows } from '../../domain/multisig-rows.js'
import { summarizeMultisig } from '../../domain/summarize-multisig.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import type { ResponseCache } from '../response-cache.js'
import { serveCached } from '../serve-cached.js'

/** `transactions/queued`: pending multisig transactions from the Safe's nonce on (gateway-api.md §4.5). */
export function registerQueueRoutes(app: GatewayApp, ctx: GatewayContext, cache: ResponseCache): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/transactions/queued',
    {
      schema: {
        params: SafeParams,
        querystring: TransactionQueueQuery,
        response: { 200: TransactionQueuePage },
      },
    },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const scope = { chain, safe: request.params.address }
      return serveCached(ctx.db, cache, request, reply, scope, async () => {
        const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
        const pagination = parseCursor(request.query.cursor)
        const { limit, offset } = pagination
        const where = `safe = $2 and tx_hash is null and nonce >= $3 ${request.query.trusted ? 'and trusted' : ''}`
        const params = [safe.address, safe.nonce]
        const [total] = await ctx.db.query<{ n: number }>(
          `select count(*) as n from multisig_transactions where chain_id = $1 and ${where}`,
          [chain.chainId, ...params],
        )
        const count = total?.n ?? 0
        // One transaction of look-ahead (and one of look-back after the first page) decides the edge conflicts.
        const windowLimit = offset === 0 ? limit + 1 : limit + 2
        const windowOffset = offset === 0 ? 0 : offset - 1
        const rows = await loadMultisigRows(
          ctx.db,
          chain.chainId,
          where,
          params,
          `order by nonce, submission_date limit ${windowLimit} offset ${windowOffset}`,
        )
        const hasNext = windowOffset + rows.length < count
        const previousPageLastNonce = offset > 0 ? (rows[0]?.nonce ?? null) : null
        let nextPageFirstNonce: number | null = null
        if (hasNext) nextPageFirstNonce = rows.pop()?.nonce ?? null
        const tokens = await chainTokens(ctx.db, chain)
        const results = buildQueueItems(
          rows.map((row) => ({ nonce: row.nonce, summary: summarizeMultisig(chain, row, safe, tokens) })),
          safe.nonce,
          previousPageLastNonce,
          nextPageFirstNonce,
        )
        return { count: results.length, ...pageLinks(request, pagination, count), results }
      })
    },
  )
}
