import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { readTokenPrices } from './read-token-prices.js'

/** Token prices of a chain: today's, and the past's where the price source knows them (a Concord extension). */
export function priceHandlers(ctx: GatewayContext): Handlers<'getTokenPrices'> {
  return {
    getTokenPrices: async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const { fiatCode, tokens, from, to } = request.query
      const period = from === undefined || to === undefined ? null : { from, to }
      return readTokenPrices(ctx.prices, chain.chainId, { fiatCode, tokens: tokens ?? [], period })
    },
  }
}
