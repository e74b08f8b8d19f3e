import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { readSpendingLimits } from './read-spending-limits.js'

/** A Safe's spending limits (Safe's AllowanceModule), read on chain (issue 34 point 2). */
export function spendingLimitHandlers(ctx: GatewayContext): Handlers<'getSpendingLimits'> {
  return {
    getSpendingLimits: async (request) => {
      const { chainId, address } = request.params
      return readSpendingLimits(ctx.db, getChain(ctx, chainId), address)
    },
  }
}
