import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import { readSafeIndexing } from './read-safe-indexing.js'
import { chainInfos, toChainInfo } from './to-chain-info.js'

/** `GET /v1/chains` (paged), `GET /v1/chains/{chainId}` and (Concord only) a Safe's indexing progress on a chain. */
export function chainHandlers(ctx: GatewayContext): Handlers<'getChainsConfig' | 'getChainConfig' | 'getSafeIndexing'> {
  return {
    getChainsConfig: async (request) => {
      const pagination = parseCursor(request.query.cursor)
      const all = chainInfos(ctx)
      return pageOf(request, pagination, all.length, all.slice(pagination.offset, pagination.offset + pagination.limit))
    },
    getChainConfig: async (request) => toChainInfo(getChain(ctx, request.params.chainId).config),
    getSafeIndexing: async (request) =>
      readSafeIndexing(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  }
}
