import { type ChainLag, Liveness, Readiness } from '@concord/gateway-schema'
import type { GatewayContext } from '../../domain/gateway-context.js'
import type { GatewayApp } from '../gateway-app.js'

/** Liveness (the process answers) and readiness (database reachable, indexer lag per chain). */
export function registerHealthRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get('/health/live', { schema: { response: { 200: Liveness } } }, async () => ({
    status: 'ok' as const,
  }))
  app.get('/health/ready', { schema: { response: { 200: Readiness, 503: Readiness } } }, async (_request, reply) => {
    let database = 'ok'
    try {
      await ctx.db.query('select 1')
    } catch (error) {
      database = error instanceof Error ? error.message : 'unreachable'
    }
    const chains: Record<string, ChainLag> = {}
    for (const [chainId, chain] of ctx.chains) {
      const status = chain.indexer
      chains[chainId] = {
        indexing: status?.indexing ?? false,
        indexedBlock: status?.indexedBlock ?? null,
        headBlock: status?.headBlock ?? null,
        lag: status === null ? null : Math.max(status.headBlock - status.indexedBlock, 0),
        lastError: status?.lastError ?? null,
      }
    }
    const ok = database === 'ok'
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database, chains })
  })
}
