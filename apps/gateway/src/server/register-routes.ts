import type { GatewayContext } from '../context/gateway-context.js'
import { registerAddressBookRoutes } from '../modules/address-book/index.js'
import { registerAlertRoutes } from '../modules/alerts/index.js'
import { registerCatalogueRoutes } from '../modules/apps/index.js'
import { registerAssetRoutes } from '../modules/assets/index.js'
import { registerAuthRoutes } from '../modules/auth/index.js'
import { registerChainRoutes } from '../modules/chains/index.js'
import { registerContractRoutes } from '../modules/contracts/index.js'
import { registerDelegateRoutes } from '../modules/delegates/index.js'
import { registerMessageRoutes } from '../modules/messages/index.js'
import { registerEventStreamRoutes, registerNotificationRoutes } from '../modules/notifications/index.js'
import { registerSafeRoutes } from '../modules/safes/index.js'
import { registerTransactionRoutes } from '../modules/transactions/index.js'
import { registerTxsRoutes } from '../modules/txs/index.js'
import type { GatewayApp } from '../wire/gateway-app.js'
import { registerHealthRoutes } from './health-routes.js'
import { createResponseCache } from './response-cache.js'
import { createServeCached } from './serve-cached.js'

// Bounds of the per-process response cache: a history page of 20 entries serializes to ~30 KB.
const RESPONSE_CACHE_ENTRIES = 50_000
const RESPONSE_CACHE_CHARS = 64 * 1024 * 1024

/** Registers the health routes and every module's routes. */
export function registerRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // Per-Safe reads (safe info, nonces, queue, history, balances) answer from here while their data version holds.
  const cache = createResponseCache(RESPONSE_CACHE_ENTRIES, RESPONSE_CACHE_CHARS)
  const serveCached = createServeCached(ctx.db, cache)
  registerHealthRoutes(app, ctx)
  registerChainRoutes(app, ctx)
  registerCatalogueRoutes(app, ctx)
  registerContractRoutes(app, ctx)
  registerSafeRoutes(app, ctx, serveCached)
  registerTransactionRoutes(app, ctx, serveCached)
  registerMessageRoutes(app, ctx)
  registerDelegateRoutes(app, ctx)
  registerNotificationRoutes(app, ctx)
  registerEventStreamRoutes(app, ctx)
  registerAuthRoutes(app, ctx)
  registerAddressBookRoutes(app, ctx)
  registerAssetRoutes(app, ctx, serveCached)
  registerTxsRoutes(app, ctx)
  registerAlertRoutes(app, ctx)
}
