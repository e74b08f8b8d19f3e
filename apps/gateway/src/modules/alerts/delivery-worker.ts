import type { GatewayContext } from '../../context/gateway-context.js'
import type { DeliveryRow } from './alert-rows.js'
import { alerts, type FinishedAttempt } from './alerts-repository.js'
import { attemptDelivery, retryAt } from './attempt-delivery.js'
import { deliveryPlanner } from './plan-deliveries.js'
import { createWebhookAgents, type WebhookAgents } from './post-webhook.js'
import { queueReminders } from './queue-reminders.js'

/** A running delivery worker. */
export type DeliveryWorker = { stop(): Promise<void> }

/** Logger the worker reports failures of its own (not of receivers) to. */
type WorkerLog = { warn(obj: object, msg: string): void }

/** Runs `task` on every item with at most `limit` running at once. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await task(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

/**
 * Attempts claimed deliveries, `concurrency` at a time, and records every outcome in one statement: delivered, due
 * again later, or parked. A delivery whose subscription was deleted meanwhile went with it (cascade) and is skipped.
 */
async function deliverAll(ctx: GatewayContext, due: readonly DeliveryRow[], agents: WebhookAgents): Promise<void> {
  const subscriptions = await alerts.subscriptionsById(ctx.db, [...new Set(due.map((d) => d.subscriptionId))])
  const finished: FinishedAttempt[] = []
  await eachLimited(due, ctx.config.alerts.delivery.concurrency, async (delivery) => {
    const subscription = subscriptions.get(delivery.subscriptionId)
    if (subscription === undefined) return
    const outcome = await attemptDelivery(ctx, delivery, subscription, agents)
    const next = outcome.ok ? null : retryAt(ctx.config.alerts.delivery, delivery.attempts + 1, Date.now())
    finished.push({ delivery, outcome, retryAt: next })
  })
  await alerts.finishAttempts(ctx.db, finished, Date.now())
}

/**
 * How many deliveries a round claims: at most `batchSize`, and few enough that they are all attempted (each within
 * `timeoutMs`, `concurrency` at a time) in half their lease, so no other replica takes one over while it is sent.
 */
function claimLimit(delivery: { batchSize: number; concurrency: number; leaseMs: number; timeoutMs: number }) {
  const waves = Math.max(1, Math.floor(delivery.leaseMs / delivery.timeoutMs / 2))
  return Math.min(delivery.batchSize, delivery.concurrency * waves)
}

/** One round: fans the outbox out into deliveries, then claims the due deliveries and attempts them. */
async function runRound(
  ctx: GatewayContext,
  plan: ReturnType<typeof deliveryPlanner>,
  agents: WebhookAgents,
): Promise<boolean> {
  const { batchSize, leaseMs } = ctx.config.alerts.delivery
  if (!(await alerts.hasWork(ctx.db, Date.now()))) return false
  const dispatched = await alerts.dispatch(ctx.db, batchSize, Date.now(), plan)
  const due = await alerts.claimDue(ctx.db, Date.now(), leaseMs, claimLimit(ctx.config.alerts.delivery))
  await deliverAll(ctx, due, agents)
  return dispatched > 0 || due.length > 0
}

/**
 * Starts the worker that delivers alerts: it wakes on every event of the bus (on PostgreSQL the bus also carries the
 * other replicas' events), else every poll interval, and runs rounds while there is work; every `reminderScanMs` it
 * queues PENDING_REMINDERs. Any number of replicas may run it: rows are claimed with `for update skip locked` and
 * leases. On an embedded database, leases left by a killed process end at start (no other process can hold them).
 */
export async function startDeliveryWorker(ctx: GatewayContext, log: WorkerLog): Promise<DeliveryWorker> {
  if (ctx.db.kind === 'pglite') await alerts.releaseLeases(ctx.db)
  const plan = deliveryPlanner(ctx)
  const agents = createWebhookAgents(ctx.config.alerts.delivery.concurrency)
  let stopped = false
  let lastReminderScan = 0
  // Set when an event arrives during a round: the events it wrote may have missed that round's reads.
  let poked = false
  let wake: (() => void) | null = null
  const unsubscribe = ctx.events.subscribe(() => {
    poked = true
    wake?.()
  })
  const loop = (async () => {
    while (!stopped) {
      let busy = false
      poked = false
      try {
        if (Date.now() - lastReminderScan >= ctx.config.alerts.delivery.reminderScanMs) {
          lastReminderScan = Date.now()
          await queueReminders(ctx.db, Date.now())
        }
        busy = await runRound(ctx, plan, agents)
      } catch (error) {
        log.warn({ err: error }, 'alert delivery round failed; retrying')
      }
      if (!busy && !poked && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, ctx.config.alerts.delivery.pollIntervalMs)
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
      agents.destroy()
    },
  }
}
