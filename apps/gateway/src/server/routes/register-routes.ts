import type { GatewayContext } from '../../domain/gateway-context.js'
import type { GatewayApp } from '../gateway-app.js'
import { createResponseCache } from '../response-cache.js'
import { registerAssetRoutes } from './asset-routes.js'
import { registerAuthRoutes } from './auth-routes.js'
import { registerCatalogueRoutes } from './catalogue-routes.js'
import { registerChainRoutes } from './chain-routes.js'
import { registerConfirmationRoutes } from './confirmation-routes.js'
import { registerContractRoutes } from './contract-routes.js'
import { registerDecoderRoutes } from './decoder-routes.js'
import { registerDelegateRoutes } from './delegate-routes.js'
import { registerEstimationRoutes } from './estimation-routes.js'
import { registerHealthRoutes } from './health-routes.js'
import { registerHistoryRoutes } from './history-routes.js'
import { registerMessageRoutes } from './message-routes.js'
import { registerNotificationRoutes } from './notification-routes.js'
import { registerProposeRoutes } from './propose-routes.js'
import { registerQueueRoutes } from './queue-routes.js'
import { registerSafeEventRoutes } from './safe-event-routes.js'
import { registerSafeRoutes } from './safe-routes.js'
import { registerTransactionDetailsRoutes } from './transaction-details-routes.js'
import { registerTransactionListRoutes } from './transaction-list-routes.js'

// Bounds of the per-process response cache: a history page of 20 entries serializes to ~30 KB.
const RESPONSE_CACHE_ENTRIES = 2000
const RESPONSE_CACHE_CHARS = 64 * 1024 * 1024

/** Registers every API route. */
export function registerRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // Per-Safe reads (safe info, nonces, queue, history, balances) answer from here while their data version holds.
  const cache = createResponseCache(RESPONSE_CACHE_ENTRIES, RESPONSE_CACHE_CHARS)
  registerHealthRoutes(app, ctx)
  registerChainRoutes(app, ctx)
  registerCatalogueRoutes(app, ctx)
  registerDecoderRoutes(app, ctx)
  registerContractRoutes(app, ctx)
  registerSafeRoutes(app, ctx, cache)
  registerTransactionListRoutes(app, ctx)
  registerHistoryRoutes(app, ctx, cache)
  registerQueueRoutes(app, ctx, cache)
  registerTransactionDetailsRoutes(app, ctx)
  registerProposeRoutes(app, ctx)
  registerConfirmationRoutes(app, ctx)
  registerMessageRoutes(app, ctx)
  registerDelegateRoutes(app, ctx)
  registerNotificationRoutes(app, ctx)
  registerSafeEventRoutes(app, ctx)
  registerEstimationRoutes(app, ctx)
  registerAuthRoutes(app, ctx)
  registerAssetRoutes(app, ctx, cache)
}
