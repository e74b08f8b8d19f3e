import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { loadSafeOrSetup } from '../safes/index.js'
import { estimateNextTransaction } from './estimate/estimate-next-transaction.js'
import { readNonces } from './queue/read-nonces.js'

/** A Safe's nonces (cached per data version) and the estimation of its next transaction (gateway-api.md §5.4). */
export function nonceHandlers(
  ctx: GatewayContext,
  serveCached: ServeCached,
): Handlers<'getNonces' | 'postSafeGasEstimation'> {
  return {
    getNonces: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      return serveCached(request, reply, { chain, safe: request.params.address }, async () => {
        const safe = await loadSafeOrSetup(ctx.db, chain.chainId, request.params.address)
        return readNonces(ctx.db, chain.chainId, safe)
      })
    },

    postSafeGasEstimation: async (request) =>
      estimateNextTransaction(ctx.db, getChain(ctx, request.params.chainId), request.params.address, request.body),
  }
}
