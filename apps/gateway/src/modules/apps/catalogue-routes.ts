import {
  ChainParams,
  FiatCurrencies,
  MasterCopyResponse,
  SafeAppsQuery,
  SafeAppsResponse,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { listMasterCopies } from './list-master-copies.js'
import { listSafeApps } from './list-safe-apps.js'
import { supportedFiatCodes } from './supported-fiat-codes.js'

/** Safe Apps catalogue, master copies and supported fiat codes. */
export function registerCatalogueRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safe-apps',
    { schema: { params: ChainParams, querystring: SafeAppsQuery, response: { 200: SafeAppsResponse } } },
    async (request) => {
      const { url, clientUrl, client_url } = request.query
      return listSafeApps(getChain(ctx, request.params.chainId), { url, clientUrl: clientUrl ?? client_url })
    },
  )

  app.get(
    '/v1/chains/:chainId/about/master-copies',
    { schema: { params: ChainParams, response: { 200: MasterCopyResponse } } },
    async (request) => listMasterCopies(getChain(ctx, request.params.chainId)),
  )

  app.get('/v1/balances/supported-fiat-codes', { schema: { response: { 200: FiatCurrencies } } }, async () =>
    supportedFiatCodes(ctx.chains.values()),
  )
}
