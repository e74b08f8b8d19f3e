import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { listMasterCopies } from './list-master-copies.js'
import { listSafeApps } from './list-safe-apps.js'
import { supportedFiatCodes } from './supported-fiat-codes.js'

/** Safe Apps catalogue, master copies and supported fiat codes. */
export function catalogueHandlers(
  ctx: GatewayContext,
): Handlers<'getSafeApps' | 'getMasterCopies' | 'getFiatCurrencies'> {
  return {
    getSafeApps: async (request) => {
      const { url, clientUrl, client_url } = request.query
      return listSafeApps(getChain(ctx, request.params.chainId), { url, clientUrl: clientUrl ?? client_url })
    },

    getMasterCopies: async (request) => listMasterCopies(getChain(ctx, request.params.chainId)),

    getFiatCurrencies: async () => supportedFiatCodes(ctx.chains.values()),
  }
}
