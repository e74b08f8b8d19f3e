import type { GatewayContext } from '../../context/gateway-context.js'
import type { DeliveryRow } from './alert-rows.js'
import { alerts } from './alerts-repository.js'
import { attemptDelivery, retryAt } from './attempt-delivery.js'
import { deliveryPlanner } from './plan-deliveries.js'
import { queueReminders } from './queue-reminders.js'

/** A running delivery worker. */
export type DeliveryWorker = { stop(): Promise<void> }

/** Logger the worker reports failures of its own (not of receivers) to. */
type WorkerLog = { warn(obj: object, msg: string): void }

/** Attempts one claimed delivery and records the outcome (delivered, retried later, or parked). */
async function deliverOne(ctx: GatewayContext, delivery: DeliveryRow): Promise<void> {
  const subscription = (await alerts.subscriptionsById(ctx.db, [delivery.subscriptionId])).get(delivery.subscriptionId)
  // Deleted meanwhile: its deliveries went with it (cascade).
  if (subscription === undefined) return
  const outcome = await attemptDelivery(ctx, delivery, subscription)
  const now = Date.now()
  const next = outcome.ok ? null : retryAt(ctx.config.alerts.delivery, delivery.attempts + 1, now)
  await alerts.finishAttempt(ctx.db, delivery, outcome, { now, retryAt: next })
}

/** One round: fans the outbox out into deliveries, then attempts the due deliveries in parallel. */
async function runRound(ctx: GatewayContext, plan: ReturnType<typeof deliveryPlanner>): Promise<boolean> {
  const { batchSize, leaseMs } = ctx.config.alerts.delivery
  if (!(await alerts.hasWork(ctx.db, Date.now()))) return false
  const dispatched = await alerts.dispatch(ctx.db, batchSize, Date.now(), plan)
  const due = await alerts.claimDue(ctx.db, Date.now(), leaseMs, batchSize)
  await Promise.all(due.map((delivery) => deliverOne(ctx, delivery)))
  return dispatched > 0 || due.length > 0
}

/**
 * Starts the worker that delivers alerts: every poll interval (at once again while there is work) it fans new outbox
 * events out and attempts due deliveries; every `reminderScanMs` it queues PENDING_REMINDERs. Any number of replicas may run it:
 * rows are claimed with `for update skip locked` and leases. On an embedded database, leases left by a killed
 * process end at start (no other process can hold them).
 */
export async function startDeliveryWorker(ctx: GatewayContext, log: WorkerLog): Promise<DeliveryWorker> {
  if (ctx.db.kind === 'pglite') await alerts.releaseLeases(ctx.db)
  const plan = deliveryPlanner(ctx)
  let stopped = false
  let lastReminderScan = 0
  let wake: (() => void) | null = null
  const loop = (async () => {
    while (!stopped) {
      let busy = false
      try {
        if (Date.now() - lastReminderScan >= ctx.config.alerts.delivery.reminderScanMs) {
          lastReminderScan = Date.now()
          await queueReminders(ctx.db, Date.now())
        }
        busy = await runRound(ctx, plan)
      } catch (error) {
        log.warn({ err: error }, 'alert delivery round failed; retrying')
      }
      if (!busy && !stopped) {
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, ctx.config.alerts.delivery.pollIntervalMs)
        })
      }
    }
  })()
  return {
    async stop() {
      stopped = true
      wake?.()
      await loop
    },
  }
}
