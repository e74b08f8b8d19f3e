import type { AlertDelivery, AlertSubscription } from '@concord/gateway-schema'
import type { DeliveryRow, SubscriptionRow } from './alert-rows.js'
import { subscriptionStatus } from './subscription-status.js'

/** A subscription as served (without its secret). */
export function toAlertSubscription(row: SubscriptionRow): AlertSubscription {
  const { id, chainId, channel, destination, format, events, thresholds, createdBy, createdAt } = row
  const safe = row.safe as `0x${string}`
  const outflows = thresholds.outflows.map((o) => ({ token: o.token as `0x${string}` | null, amount: o.amount }))
  return {
    id,
    chainId,
    safe,
    channel,
    destination,
    format,
    events,
    thresholds: { ...thresholds, outflows },
    createdBy,
    createdAt,
    includeUntrustedTokens: row.includeUntrustedTokens,
    ...subscriptionStatus(row),
  }
}

/** A delivery as served. */
export function toAlertDelivery(row: DeliveryRow): AlertDelivery {
  const { id, type, status, attempts, lastError, deliveredAt, createdAt } = row
  return {
    id,
    type,
    status,
    attempts,
    lastError,
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt : null,
    deliveredAt,
    createdAt,
  }
}
