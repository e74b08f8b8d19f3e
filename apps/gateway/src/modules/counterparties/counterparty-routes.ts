import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { readCounterparty } from './read-counterparty.js'

// The code check reads the chain's head: a fresh deployment at the address shows within this age.
const CODE_MAX_AGE_MS = 30_000

/** Concord's counterparty check of a recipient (cached per data version of the Safe, and at most 30 s old). */
export function counterpartyHandlers(ctx: GatewayContext, serveCached: ServeCached): Handlers<'getCounterparty'> {
  return {
    getCounterparty: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = request.params.address
      return serveCached(request, reply, { chain, safe, ttlMs: CODE_MAX_AGE_MS }, () =>
        readCounterparty(ctx.db, chain, safe, request.query.address),
      )
    },
  }
}
