import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import { GatewayError } from '../../errors.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { readSession, readSessionCookie } from '../auth/index.js'
import { chainOrCounterfactualSafeInfo } from './counterfactual/chain-or-counterfactual-safe-info.js'
import { readCounterfactualSetup } from './counterfactual/read-counterfactual-setup.js'
import { registerCounterfactualSafe } from './counterfactual/register-counterfactual-safe.js'
import { ownerAsks } from './owner-asks.js'
import { readChainSafeInfo } from './read-chain-safe-info.js'
import { readOwnedSafes } from './read-owned-safes.js'
import { readSafeInfo } from './read-safe-info.js'
import { trackedSafeInfo } from './tracked-safe-info.js'

// How long an answer read from the chain (for a Safe not indexed yet) is served: no data version sees the chain move.
const CHAIN_SAFE_MAX_AGE_MS = 3_000

/** Safe info (cached per data version; from the chain while the Safe is not indexed) and the Safes an owner has. */
export function safeHandlers(
  ctx: GatewayContext,
  serveCached: ServeCached,
): Handlers<'getSafeInfo' | 'getOwnedSafes' | 'registerCounterfactualSafe' | 'getCounterfactualSafeSetup'> {
  return {
    getSafeInfo: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const { address } = request.params
      if (chain.config.indexer.mode === 'tracked') {
        const scope = { chain, safe: address, ttlMs: CHAIN_SAFE_MAX_AGE_MS }
        const fromChain = () => serveCached(request, reply, scope, () => readChainSafeInfo(chain, address))
        const owner = ownerAsks(ctx.db, chain, request, address)
        const info = await trackedSafeInfo(ctx.db, chain, address, fromChain, owner)
        if (info !== null) return info
      }
      try {
        return await serveCached(request, reply, { chain, safe: address }, () => readSafeInfo(ctx.db, chain, address))
      } catch (error) {
        // Only a Safe missing from the index costs RPC calls: an indexed one is answered as before.
        if (!(error instanceof GatewayError && error.code === 'NOT_FOUND')) throw error
        const scope = { chain, safe: address, ttlMs: CHAIN_SAFE_MAX_AGE_MS }
        return serveCached(request, reply, scope, () => chainOrCounterfactualSafeInfo(ctx.db, chain, address))
      }
    },

    getOwnedSafes: async (request) =>
      readOwnedSafes(ctx.db, getChain(ctx, request.params.chainId).chainId, request.params.address),

    registerCounterfactualSafe: async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const session = await readSession(ctx.db, readSessionCookie(request))
      return registerCounterfactualSafe(ctx.db, chain, request.params.address, request.body, session.address)
    },

    getCounterfactualSafeSetup: async (request) =>
      readCounterfactualSetup(ctx.db, getChain(ctx, request.params.chainId).chainId, request.params.address),
  }
}
