import type { Queryable } from '../../../db/db.js'
import type { NewDelivery } from '../subscriptions/alert-rows.js'
import { heldDeliveries } from './held-deliveries-repository.js'

/** A subscription's rate limit: at most `maxDeliveries` deliveries within any `windowMs`. */
export type RateLimit = { maxDeliveries: number; windowMs: number }

/**
 * Marks as held the planned deliveries over their subscription's rate limit (counting what it got within the window
 * before), so a flood of events (a spam transaction's hundreds of transfers) is one summary, not hundreds of alerts.
 */
export function holdOverRate(limit: RateLimit, now: () => number = Date.now) {
  return async (q: Queryable, deliveries: NewDelivery[]): Promise<NewDelivery[]> => {
    const ids = [...new Set(deliveries.map((d) => d.subscriptionId))]
    const counts = await heldDeliveries.recentCounts(q, ids, now() - limit.windowMs)
    return deliveries.map((delivery) => {
      const count = (counts.get(delivery.subscriptionId) ?? 0) + 1
      counts.set(delivery.subscriptionId, count)
      return count > limit.maxDeliveries ? { ...delivery, held: true } : delivery
    })
  }
}
