import type { GatewayContext } from '../../../context/gateway-context.js'
import { createWebhookAgents } from '../channels/post-webhook.js'
import { alerts } from '../subscriptions/alerts-repository.js'
import { deliveryClaims } from './delivery-claims-repository.js'
import { type DeliveryLanes, deliveryLanes } from './delivery-lanes.js'
import { holdOverRate } from './hold-over-rate.js'
import { deliveryPlanner } from './plan-deliveries.js'
import { queueReminders } from './queue-reminders.js'
import { queueSummaries } from './queue-summaries.js'

/** A running delivery worker. */
export type DeliveryWorker = { stop(): Promise<void> }

/** Logger the worker reports failures of its own (not of receivers) to. */
type WorkerLog = { warn(obj: object, msg: string): void }

/** How the dispatcher plans an event's deliveries, and holds those over a subscription's rate limit. */
type Planner = { deliveries: ReturnType<typeof deliveryPlanner>; hold: ReturnType<typeof holdOverRate> }

// How often held deliveries are looked at for a summary due: a summary comes at most this late after its window.
const SUMMARY_SCAN_MS = 1_000

/**
 * One pass: fans the outbox out into deliveries, then claims as many due deliveries as lanes are free (within the
 * per-destination limit) and starts each in its lane. Whether to pass again at once (more may be waiting).
 */
async function feedLanes(ctx: GatewayContext, plan: Planner, lanes: DeliveryLanes): Promise<boolean> {
  const { batchSize, leaseMs, perDestination } = ctx.config.alerts.delivery
  if (!(await alerts.hasWork(ctx.db, Date.now()))) return false
  const dispatched = await alerts.dispatch(ctx.db, batchSize, Date.now(), plan.deliveries, plan.hold)
  const free = lanes.free()
  if (free === 0) return dispatched > 0
  const busy = lanes.busy()
  const claimed = await deliveryClaims.claimDue(ctx.db, Date.now(), leaseMs, free, { perDestination, busy })
  const subscriptions = await alerts.subscriptionsById(ctx.db, [...new Set(claimed.map((d) => d.subscriptionId))])
  for (const delivery of claimed) {
    // A delivery whose subscription was deleted meanwhile went with it (cascade).
    const subscription = subscriptions.get(delivery.subscriptionId)
    if (subscription !== undefined) lanes.start(delivery, subscription)
  }
  return dispatched > 0 || claimed.length === free
}

/**
 * Starts the worker that delivers alerts. Deliveries are independent: each is attempted in a lane of its own (up to
 * `concurrency`, at most `perDestination` to one receiver) and recorded when it ends, and a freed lane claims the next
 * due delivery at once, so a slow or failing receiver delays only its own deliveries. The worker passes over the
 * outbox and the due deliveries on every event of the bus (on PostgreSQL it also carries the other replicas' events),
 * when a lane frees, else every poll interval; every `reminderScanMs` it queues PENDING_REMINDERs, and it folds what a
 * rate limit held into summaries. Any number of
 * replicas may run it: rows are claimed with `for update skip locked` and leases, renewed while an attempt runs. On an
 * embedded database, leases left by a killed process end at start (no other process can hold them).
 */
export async function startDeliveryWorker(ctx: GatewayContext, log: WorkerLog): Promise<DeliveryWorker> {
  if (ctx.db.kind === 'pglite') await alerts.releaseLeases(ctx.db)
  const { delivery: config } = ctx.config.alerts
  const plan = { deliveries: deliveryPlanner(ctx), hold: holdOverRate(ctx.config.alerts.rateLimit) }
  const agents = createWebhookAgents(config.perDestination)
  let stopped = false
  let lastReminderScan = 0
  let lastSummaryScan = 0
  // Set when an event arrives or a lane frees during a pass: that pass's reads may have missed what it brought.
  let poked = false
  let wake: (() => void) | null = null
  const poke = () => {
    poked = true
    wake?.()
  }
  const lanes = deliveryLanes(ctx, agents, log, poke)
  const unsubscribe = ctx.events.subscribe(poke)
  const renewal = setInterval(() => {
    lanes.renewLeases().catch((error) => log.warn({ err: error }, 'renewing alert delivery leases failed'))
  }, config.leaseMs / 3)
  const loop = (async () => {
    while (!stopped) {
      let busy = false
      poked = false
      try {
        if (Date.now() - lastReminderScan >= config.reminderScanMs) {
          lastReminderScan = Date.now()
          await queueReminders(ctx.db, Date.now())
        }
        if (Date.now() - lastSummaryScan >= SUMMARY_SCAN_MS) {
          lastSummaryScan = Date.now()
          await queueSummaries(ctx.db, ctx.config.alerts.rateLimit, Date.now())
        }
        busy = await feedLanes(ctx, plan, lanes)
      } catch (error) {
        log.warn({ err: error }, 'alert delivery pass failed; retrying')
      }
      if (!busy && !poked && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, config.pollIntervalMs)
        })
        wake = null
      }
    }
  })()
  return {
    async stop() {
      stopped = true
      unsubscribe()
      wake?.()
      await loop
      await lanes.drain()
      clearInterval(renewal)
      agents.destroy()
    },
  }
}
