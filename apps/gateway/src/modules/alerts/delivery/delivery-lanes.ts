import type { GatewayContext } from '../../../context/gateway-context.js'
import type { WebhookAgents } from '../channels/post-webhook.js'
import type { AttemptOutcome, SubscriptionRow } from '../subscriptions/alert-rows.js'
import { alerts } from '../subscriptions/alerts-repository.js'
import { CONFIRM_EMAIL, sendConfirmationEmail } from '../subscriptions/confirmation-email.js'
import { subscriptionStatus } from '../subscriptions/subscription-status.js'
import { attemptDelivery, retryAt } from './attempt-delivery.js'
import { type ClaimedDelivery, deliveryClaims } from './delivery-claims-repository.js'
import { recordDeliveryLatency } from './delivery-latency.js'

// Past the attempt's own deadline, the lane gives up on it: a receiver (or a bug) that never lets go cannot hold it.
const DEADLINE_GRACE_MS = 1_000

/** Logger the lanes report their own failures (not receivers') to. */
type LanesLog = { warn(obj: object, msg: string): void }

/** The worker's delivery lanes: attempts running now, each on its own, and how many go to each destination. */
export type DeliveryLanes = {
  /** Lanes free for new attempts. */
  free(): number
  /** Attempts running now per destination, for the next claim's per-destination limit. */
  busy(): ReadonlyMap<string, number>
  /** Starts attempting a claimed delivery to `subscription` in a lane of its own. */
  start(delivery: ClaimedDelivery, subscription: SubscriptionRow): void
  /** Extends the leases of the deliveries being attempted. */
  renewLeases(): Promise<void>
  /** Waits for every running attempt to end and be recorded. */
  drain(): Promise<void>
}

/** `attempt`, or a failed outcome once `ms` have passed without it ending. */
async function withinDeadline(attempt: Promise<AttemptOutcome>, ms: number): Promise<AttemptOutcome> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<AttemptOutcome>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, statusCode: null, error: `No complete answer within ${ms} ms`, durationMs: ms }),
      ms,
    )
  })
  try {
    return await Promise.race([attempt, expired])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Lanes of the delivery worker: each claimed delivery is attempted on its own and its outcome recorded as soon as it
 * ends (delivered, due again later, or parked), so a slow receiver delays only its own deliveries. `onFree` runs when
 * a lane frees, for the worker to claim more.
 */
export function deliveryLanes(
  ctx: GatewayContext,
  agents: WebhookAgents,
  log: LanesLog,
  onFree: () => void,
): DeliveryLanes {
  const { delivery: config } = ctx.config.alerts
  const running = new Map<string, { destinationKey: string; done: Promise<void> }>()
  const busy = new Map<string, number>()
  const count = (key: string, by: number) => {
    const next = (busy.get(key) ?? 0) + by
    if (next === 0) busy.delete(key)
    else busy.set(key, next)
  }
  const run = async (delivery: ClaimedDelivery, subscription: SubscriptionRow) => {
    try {
      const { status, statusReason } = subscriptionStatus(subscription)
      const confirming = delivery.type === CONFIRM_EMAIL
      if (statusReason !== null && !(confirming && status === 'awaiting_confirmation')) {
        // Queued before its subscription stopped: parked unsent (an owner may retry it once it is active again).
        const outcome = { ok: false, statusCode: null, error: statusReason, durationMs: 0 }
        await alerts.finishAttempts(ctx.db, [{ delivery, outcome, retryAt: null }], Date.now())
        return
      }
      const deadline = config.timeoutMs + DEADLINE_GRACE_MS
      const attempt = confirming
        ? sendConfirmationEmail(ctx.config.alerts.smtp, subscription.destination, delivery)
        : attemptDelivery(ctx, delivery, subscription, agents)
      const outcome = await withinDeadline(attempt, deadline)
      const next = outcome.ok ? null : retryAt(config, delivery.attempts + 1, Date.now())
      await alerts.finishAttempts(ctx.db, [{ delivery, outcome, retryAt: next }], Date.now())
      if (outcome.ok) recordDeliveryLatency((Date.now() - delivery.createdAt) / 1000)
    } catch (error) {
      // Not recorded: its lease ends and the delivery is attempted again.
      log.warn({ err: error, delivery: delivery.id }, 'recording an alert delivery attempt failed')
    }
  }
  return {
    free: () => config.concurrency - running.size,
    busy: () => busy,
    start(delivery, subscription) {
      count(delivery.destinationKey, 1)
      const done = run(delivery, subscription).finally(() => {
        running.delete(delivery.id)
        count(delivery.destinationKey, -1)
        onFree()
      })
      running.set(delivery.id, { destinationKey: delivery.destinationKey, done })
    },
    renewLeases: () => deliveryClaims.renewLeases(ctx.db, [...running.keys()], Date.now() + config.leaseMs),
    async drain() {
      await Promise.all([...running.values()].map((lane) => lane.done))
    },
  }
}
