import type { GatewayContext } from '../context/gateway-context.js'
import { pingDatabase } from '../db/ping-database.js'
import { hasBearerToken } from '../wire/bearer-token.js'
import type { Handlers } from '../wire/operation-handlers.js'
import { createChainReadiness } from './chain-readiness.js'

/**
 * Liveness (the process answers) and readiness: 200 once the database answers and every chain indexed here has
 * caught up with the head the gateway first saw (so a client told "ready" finds the Safes that existed then); else
 * 503 `syncing` with each chain's lag, or `unavailable` while the database is down.
 */
export function healthHandlers(ctx: GatewayContext): Handlers<'getLiveness' | 'getReadiness'> {
  const chainReadiness = createChainReadiness()
  return {
    getLiveness: async () => ({ status: 'ok' as const }),
    getReadiness: async (request, reply) => {
      const failure = await pingDatabase(ctx.db)
      // Which Safes a gateway tracks is its users' business: counts for anyone, the list for the operator's token.
      const detailed = hasBearerToken(request, ctx.config.operatorToken)
      const chains = await chainReadiness(ctx, failure === null, detailed)
      const syncing = Object.values(chains).some((chain) => !chain.caughtUp)
      const status = failure !== null ? 'unavailable' : syncing ? 'syncing' : 'ok'
      return reply.code(status === 'ok' ? 200 : 503).send({ status, database: failure ?? 'ok', chains })
    },
  }
}
