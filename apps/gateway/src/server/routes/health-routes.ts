import { z } from 'zod'
import type { GatewayContext } from '../../domain/gateway-context.js'
import type { GatewayApp } from '../gateway-app.js'

const ChainLag = z.object({
  indexing: z.boolean(),
  indexedBlock: z.number().int().nullable(),
  headBlock: z.number().int().nullable(),
  lag: z.number().int().nullable(),
  lastError: z.string().nullable(),
})
const Ready = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string(),
  chains: z.record(z.string(), ChainLag),
})

/** Liveness (the process answers) and readiness (database reachable, indexer lag per chain). */
export function registerHealthRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get('/health/live', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }))
  app.get('/health/ready', { schema: { response: { 200: Ready, 503: Ready } } }, async (_request, reply) => {
    let database = 'ok'
    try {
      await ctx.db.query('select 1')
    } catch (error) {
      database = error instanceof Error ? error.message : 'unreachable'
    }
    const chains: Record<string, z.output<typeof ChainLag>> = {}
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
