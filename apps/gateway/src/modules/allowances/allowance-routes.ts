import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { readAllowances } from './read-allowances.js'

/** A Safe's current ERC-20 allowances (issue 33's Approvals view). */
export function allowanceHandlers(ctx: GatewayContext): Handlers<'getAllowances'> {
  return {
    getAllowances: async (request) => {
      const { chainId, address } = request.params
      return readAllowances(ctx.db, getChain(ctx, chainId), chainId, address)
    },
  }
}
