import { AlertEventType, AlertFormat, AlertThresholds } from '@concord/gateway-schema'
import { z } from 'zod'

/** An `alert_subscriptions` row. */
export const SubscriptionRow = z.object({
  id: z.string(),
  chainId: z.string(),
  safe: z.string(),
  channel: z.enum(['webhook', 'email']),
  destination: z.string(),
  format: AlertFormat,
  secret: z.string(),
  events: z.array(AlertEventType),
  thresholds: AlertThresholds,
  createdBy: z.string(),
  createdAt: z.number(),
  /** Whether transfers of tokens the gateway does not trust (not in its config) are alerted too. */
  includeUntrustedTokens: z.boolean(),
  /** When its email address confirmed it (a webhook's is its creation); null while awaiting confirmation. */
  confirmedAt: z.number().nullable(),
  /** Whether its creator is still an owner of the Safe (or was the operator's admin token): else it is stopped. */
  creatorIsOwner: z.boolean(),
})
export type SubscriptionRow = z.output<typeof SubscriptionRow>

/** An `alert_events` row: one event of the outbox. */
export const OutboxRow = z.object({
  id: z.number(),
  eventKey: z.string(),
  chainId: z.string(),
  safe: z.string(),
  type: AlertEventType,
  payload: z.record(z.string(), z.unknown()),
  /** When the event was recorded (ms). */
  createdAt: z.number(),
})
export type OutboxRow = z.output<typeof OutboxRow>

/** An `alert_deliveries` row. */
export const DeliveryRow = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  dedupeKey: z.string(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(['pending', 'delivered', 'parked']),
  attempts: z.number(),
  nextAttemptAt: z.number(),
  leaseUntil: z.number().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.number().nullable(),
  createdAt: z.number(),
})
export type DeliveryRow = z.output<typeof DeliveryRow>

/** A delivery to make, as the dispatcher plans it; `held` when over its subscription's rate limit (for a summary). */
export type NewDelivery = {
  subscriptionId: string
  dedupeKey: string
  type: string
  payload: Record<string, unknown>
  held?: boolean
}

/** What one delivery attempt came to: the receiver's status (null when none answered) and the error, if it failed. */
export type AttemptOutcome = { ok: boolean; statusCode: number | null; error: string | null; durationMs: number }
