import { TxsChainParams, TxsServiceInfo, TxsSingletons } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { listTxsSingletons } from './about/list-txs-singletons.js'
import { readServiceInfo } from './about/read-service-info.js'

/** `GET /v1/about/` and `GET /v1/about/singletons/` (api-kit: getServiceInfo, getServiceSingletonsInfo). */
export function registerTxsAboutRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get('/v1/about', { schema: { params: TxsChainParams, response: { 200: TxsServiceInfo } } }, async (request) => {
    getChain(ctx, request.params.chainId)
    return readServiceInfo(request.protocol === 'https')
  })
  app.get(
    '/v1/about/singletons',
    { schema: { params: TxsChainParams, response: { 200: TxsSingletons } } },
    async (request) => listTxsSingletons(getChain(ctx, request.params.chainId)),
  )
}
