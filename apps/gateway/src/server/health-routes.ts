import { type ChainLag, Liveness, Readiness } from '@concord/gateway-schema'
import type { GatewayContext, IndexerStatus } from '../context/gateway-context.js'
import { pingDatabase } from '../db/ping-database.js'
import type { GatewayApp } from '../wire/gateway-app.js'

/** One chain's indexer progress as readiness reports it (all null before its indexer started). */
function chainLag(status: IndexerStatus | null): ChainLag {
  if (status === null) return { indexing: false, indexedBlock: null, headBlock: null, lag: null, lastError: null }
  const { indexing, indexedBlock, headBlock, lastError } = status
  return { indexing, indexedBlock, headBlock, lag: Math.max(headBlock - indexedBlock, 0), lastError }
}

/** Liveness (the process answers) and readiness (database reachable, indexer lag per chain). */
export function registerHealthRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get('/health/live', { schema: { response: { 200: Liveness } } }, async () => ({ status: 'ok' as const }))
  app.get('/health/ready', { schema: { response: { 200: Readiness, 503: Readiness } } }, async (_request, reply) => {
    const failure = await pingDatabase(ctx.db)
    const chains = Object.fromEntries([...ctx.chains].map(([chainId, chain]) => [chainId, chainLag(chain.indexer)]))
    const status = failure === null ? 'ok' : 'unavailable'
    return reply.code(failure === null ? 200 : 503).send({ status, database: failure ?? 'ok', chains })
  })
}
