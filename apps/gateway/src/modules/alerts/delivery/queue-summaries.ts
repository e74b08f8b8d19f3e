import type { Db } from '../../../db/db.js'
import type { NewDelivery } from '../subscriptions/alert-rows.js'
import { alerts } from '../subscriptions/alerts-repository.js'
import { heldDeliveries, SUMMARY_TYPE, type TakenHeld } from './held-deliveries-repository.js'
import type { RateLimit } from './hold-over-rate.js'

/** The summary of one subscription's held deliveries: how many, of which types, over what time. */
function summaryOf(held: readonly TakenHeld[], limit: RateLimit) {
  const events: Record<string, number> = {}
  for (const { type } of held) events[type] = (events[type] ?? 0) + 1
  const times = held.map((h) => h.createdAt)
  const perMinute = Math.round((limit.maxDeliveries * 60_000) / limit.windowMs)
  return {
    more: held.length,
    events,
    from: Math.min(...times),
    until: Math.max(...times),
    message: `… and ${held.length} more events (over the limit of ${perMinute} alerts a minute)`,
  }
}

/**
 * Folds the deliveries a rate limit held into one ALERT_SUMMARY per subscription once their window has ended ("… and
 * 212 more events", by type), in one transaction: nothing is dropped silently, nor summed up twice. Returns how many
 * summaries it queued.
 */
export async function queueSummaries(db: Db, limit: RateLimit, now: number): Promise<number> {
  return db.transaction(async (q) => {
    const taken = await heldDeliveries.takeDue(q, now - limit.windowMs)
    if (taken.length === 0) return 0
    const bySubscription = new Map<string, TakenHeld[]>()
    for (const h of taken) bySubscription.set(h.subscriptionId, [...(bySubscription.get(h.subscriptionId) ?? []), h])
    const subscriptions = await alerts.subscriptionsById(q, [...bySubscription.keys()])
    const summaries: NewDelivery[] = []
    for (const [subscriptionId, held] of bySubscription) {
      const subscription = subscriptions.get(subscriptionId)
      if (subscription === undefined) continue
      const { chainId, safe } = subscription
      const summary = summaryOf(held, limit)
      const payload = { address: safe, type: SUMMARY_TYPE, chainId, ...summary }
      summaries.push({ subscriptionId, dedupeKey: `summary:${summary.from}:${now}`, type: SUMMARY_TYPE, payload })
    }
    await alerts.addDeliveries(q, summaries, now)
    return summaries.length
  })
}
