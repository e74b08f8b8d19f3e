import type { GatewayContext } from '../../context/gateway-context.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { registerHistoryRoutes } from './history-routes.js'
import { registerNonceRoutes } from './nonce-routes.js'
import { registerTransactionDetailsRoutes } from './transaction-details-routes.js'
import { registerTransactionListRoutes } from './transaction-list-routes.js'

/** Every route of the transactions module. */
export function registerTransactionRoutes(app: GatewayApp, ctx: GatewayContext, serveCached: ServeCached): void {
  registerTransactionListRoutes(app, ctx)
  registerHistoryRoutes(app, ctx, serveCached)
  registerTransactionDetailsRoutes(app, ctx)
  registerNonceRoutes(app, ctx, serveCached)
}
