import type { GatewayContext } from '../../context/gateway-context.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { registerTxsAboutRoutes } from './txs-about-routes.js'
import { registerTxsActivityRoutes } from './txs-activity-routes.js'
import { registerTxsDelegateRoutes } from './txs-delegate-routes.js'
import { handleTxsError } from './txs-errors.js'
import { registerTxsMessageRoutes } from './txs-message-routes.js'
import { registerTxsMultisigRoutes } from './txs-multisig-routes.js'
import { registerTxsNotServedRoutes } from './txs-not-served-routes.js'
import { registerTxsSafeRoutes } from './txs-safe-routes.js'
import { registerTxsToolRoutes } from './txs-tool-routes.js'

/** Where api-kit's `txServiceUrl` points for a chain: `<gateway>/txs/<chainId>/api`. */
export const TXS_PREFIX = '/txs/:chainId/api'

/**
 * The Safe Transaction Service API per chain, in its own Fastify scope so its errors take the Transaction Service's
 * shapes (txs-errors.ts) while every other route keeps the gateway's `{code, message}`.
 */
export function registerTxsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.register(
    async (scope: GatewayApp) => {
      scope.setErrorHandler(handleTxsError)
      registerTxsAboutRoutes(scope, ctx)
      registerTxsSafeRoutes(scope, ctx)
      registerTxsMultisigRoutes(scope, ctx)
      registerTxsMessageRoutes(scope, ctx)
      registerTxsDelegateRoutes(scope, ctx)
      registerTxsToolRoutes(scope, ctx)
      registerTxsActivityRoutes(scope, ctx)
      registerTxsNotServedRoutes(scope)
    },
    { prefix: TXS_PREFIX },
  )
}
