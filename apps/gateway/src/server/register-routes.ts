import type { GatewayContext } from '../context/gateway-context.js'
import { addressBookHandlers } from '../modules/address-book/index.js'
import { alertHandlers } from '../modules/alerts/index.js'
import { allowanceHandlers } from '../modules/allowances/index.js'
import { catalogueHandlers } from '../modules/apps/index.js'
import { assetHandlers } from '../modules/assets/index.js'
import { authHandlers } from '../modules/auth/index.js'
import { chainHandlers } from '../modules/chains/index.js'
import { contractHandlers } from '../modules/contracts/index.js'
import { counterpartyHandlers } from '../modules/counterparties/index.js'
import { delegateHandlers } from '../modules/delegates/index.js'
import { executionHandlers } from '../modules/executions/index.js'
import { messageHandlers } from '../modules/messages/index.js'
import { eventStreamHandlers, notificationHandlers } from '../modules/notifications/index.js'
import { priceHandlers } from '../modules/prices/index.js'
import { safeHandlers } from '../modules/safes/index.js'
import { spendingLimitHandlers } from '../modules/spending-limits/index.js'
import { transactionHandlers } from '../modules/transactions/index.js'
import { registerTxsRoutes } from '../modules/txs/index.js'
import type { GatewayApp } from '../wire/gateway-app.js'
import type { OperationHandlers } from '../wire/operation-handlers.js'
import { healthHandlers } from './health-routes.js'
import { registerOperations } from './register-operations.js'
import { createResponseCache } from './response-cache.js'
import { createServeCached } from './serve-cached.js'

// Bounds of the per-process response cache: a history page of 20 entries serializes to ~30 KB.
const RESPONSE_CACHE_ENTRIES = 50_000
const RESPONSE_CACHE_CHARS = 64 * 1024 * 1024

/** Registers every operation of @concord/gateway-schema's table with its module's handler, then the Transaction Service face. */
export function registerRoutes(app: GatewayApp, ctx: GatewayContext): void {
  // Per-Safe reads (safe info, nonces, queue, history, balances) answer from here while their data version holds.
  const cache = createResponseCache(RESPONSE_CACHE_ENTRIES, RESPONSE_CACHE_CHARS)
  const serveCached = createServeCached(ctx.db, cache)
  // A complete record: an operation of the table without a handler here does not type-check.
  const handlers = {
    ...healthHandlers(ctx),
    ...chainHandlers(ctx),
    ...catalogueHandlers(ctx),
    ...contractHandlers(ctx),
    ...safeHandlers(ctx, serveCached),
    ...counterpartyHandlers(ctx, serveCached),
    ...transactionHandlers(ctx, serveCached),
    ...executionHandlers(ctx),
    ...messageHandlers(ctx),
    ...delegateHandlers(ctx),
    ...notificationHandlers(ctx),
    ...eventStreamHandlers(app, ctx),
    ...authHandlers(app, ctx),
    ...addressBookHandlers(ctx),
    ...assetHandlers(ctx, serveCached),
    ...priceHandlers(ctx),
    ...alertHandlers(app, ctx),
    ...allowanceHandlers(ctx),
    ...spendingLimitHandlers(ctx),
  } satisfies OperationHandlers
  registerOperations(app, handlers)
  // The Transaction Service face (/txs/<chainId>/api) keeps its own routes: its own error shapes, no client here.
  registerTxsRoutes(app, ctx)
}
