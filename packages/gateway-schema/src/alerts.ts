import { z } from 'zod'
import { Address } from './common.js'
import { AddressParam, ChainIdParam } from './params.js'

/**
 * What an alert subscription can hear: the Safe Transaction Service's webhook event names (same payload fields), then
 * Concord's own: configuration changes with before and after, outflows above a threshold, reminders of pending
 * transactions.
 */
export const AlertEventType = z.enum([
  'PENDING_MULTISIG_TRANSACTION',
  'NEW_CONFIRMATION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'DELETED_MULTISIG_TRANSACTION',
  'INCOMING_ETHER',
  'INCOMING_TOKEN',
  'OUTGOING_ETHER',
  'OUTGOING_TOKEN',
  'MODULE_TRANSACTION',
  'MESSAGE_CREATED',
  'MESSAGE_CONFIRMATION',
  'SAFE_SETTINGS_CHANGED',
  'LARGE_OUTFLOW',
  'PENDING_REMINDER',
])
export type AlertEventType = z.output<typeof AlertEventType>

/** A Safe's configuration as SAFE_SETTINGS_CHANGED reports it before and after the change. */
export const AlertSafeSettings = z.object({
  owners: z.array(z.string()),
  threshold: z.number(),
  modules: z.array(z.string()),
  guard: z.string().nullable(),
  fallbackHandler: z.string().nullable(),
  implementation: z.string(),
})
export type AlertSafeSettings = z.output<typeof AlertSafeSettings>

/**
 * The JSON body of a webhook (format `json`): the Safe Transaction Service's payload (`type`, `chainId`, `address` and
 * the event's own fields, e.g. `safeTxHash`, `txHash`, `owner`, `value`, `tokenAddress`, `failed` as "true"/"false")
 * plus Concord's fields where it has more to say. ALERT_SUMMARY sums up the deliveries a subscription's rate limit
 * held back: `more` (how many), `events` (how many of each type), `from`, `until` (ms) and `message` in words.
 */
export const AlertPayload = z
  .object({
    type: z.union([AlertEventType, z.literal('TEST'), z.literal('ALERT_SUMMARY')]),
    chainId: z.string(),
    address: Address,
  })
  .catchall(z.unknown())
export type AlertPayload = z.output<typeof AlertPayload>

/** Where a subscription delivers: an HTTPS/HTTP webhook or an email address. */
export const AlertChannel = z.enum(['webhook', 'email'])

/** The body of a webhook: the JSON payload, or a message formatted for a Slack or Discord incoming webhook. */
export const AlertFormat = z.enum(['json', 'slack', 'discord'])

/**
 * Thresholds of a subscription: LARGE_OUTFLOW fires for an outflow of at least `amount` base units of `token` (null:
 * the native coin), or of at least `fiat` in the chain's first fiat currency at the gateway's prices; PENDING_REMINDER
 * for a transaction still awaiting signatures `reminderAfterMinutes` after it was proposed.
 */
export const AlertThresholds = z.object({
  outflows: z
    .array(
      z.object({
        token: AddressParam.nullable(),
        amount: z.string().regex(/^\d{1,78}$/, 'Invalid amount: expected base units as a decimal string'),
      }),
    )
    .max(20)
    .default([]),
  fiat: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'Invalid fiat threshold: expected a decimal amount such as 10000 or 99.50')
    .nullable()
    .default(null),
  reminderAfterMinutes: z.number().int().min(0).max(43_200).nullable().default(null),
})
export type AlertThresholds = z.output<typeof AlertThresholds>

/** `/v1/chains/{chainId}/safes/{address}/alerts`. */
export const AlertSafeParams = z.object({ chainId: ChainIdParam, address: AddressParam })

/** `/v1/chains/{chainId}/safes/{address}/alerts/{id}`. */
export const AlertSubscriptionParams = AlertSafeParams.extend({ id: z.uuid() })

/** `/v1/alerts/confirm?token=…`: the link a new email subscription is sent to confirm its address. */
export const AlertConfirmQuery = z.object({
  token: z.string().regex(/^[0-9a-f]{64}$/, 'Invalid confirmation token: open the link exactly as the email gave it'),
})

/** `/v1/chains/{chainId}/safes/{address}/alerts/{id}/deliveries/{deliveryId}/retry`. */
export const AlertDeliveryParams = AlertSubscriptionParams.extend({ deliveryId: z.uuid() })

/**
 * Body of `POST …/alerts`: a webhook URL (with a body format) or an email address, and the events it hears.
 * `includeUntrustedTokens`: also alert transfers of tokens the gateway does not trust (off: spam tokens are silent).
 */
export const CreateAlertSubscriptionBody = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('webhook'),
    url: z.url({ protocol: /^https?$/, error: 'Invalid webhook URL: expected an http(s) URL' }).max(2000),
    format: AlertFormat.default('json'),
    events: z.array(AlertEventType).min(1, 'No events: pick at least one'),
    thresholds: AlertThresholds.prefault({}),
    includeUntrustedTokens: z.boolean().default(false),
  }),
  z.object({
    channel: z.literal('email'),
    email: z.email('Invalid email address').max(320),
    events: z.array(AlertEventType).min(1, 'No events: pick at least one'),
    thresholds: AlertThresholds.prefault({}),
    includeUntrustedTokens: z.boolean().default(false),
  }),
])
export type CreateAlertSubscriptionRequest = z.input<typeof CreateAlertSubscriptionBody>

/** A subscription as served; its secret is shown only when created or rotated. */
export const AlertSubscription = z.object({
  id: z.string(),
  chainId: z.string(),
  safe: Address,
  channel: AlertChannel,
  destination: z.string(),
  format: AlertFormat,
  events: z.array(AlertEventType),
  thresholds: z.object({
    outflows: z.array(z.object({ token: Address.nullable(), amount: z.string() })),
    fiat: z.string().nullable(),
    reminderAfterMinutes: z.number().nullable(),
  }),
  createdBy: z.string(),
  createdAt: z.number(),
  includeUntrustedTokens: z.boolean(),
  /**
   * `active`; `awaiting_confirmation` (an email address that has not opened its confirmation link: nothing is sent to
   * it); `stopped` (its creator is no longer an owner of the Safe: nothing is sent; an owner may delete it).
   */
  status: z.enum(['active', 'awaiting_confirmation', 'stopped']),
  /** Why it is not active, in words; null when active. */
  statusReason: z.string().nullable(),
})
export type AlertSubscription = z.output<typeof AlertSubscription>

/** A subscription with the secret its webhook bodies are signed with (HMAC-SHA256, header X-Concord-Signature). */
export const AlertSubscriptionWithSecret = AlertSubscription.extend({
  secret: z.string(),
  /** At creation, what its thresholds cannot see, in words (e.g. tokens without a fiat price); else empty. */
  notes: z.array(z.string()),
})
export type AlertSubscriptionWithSecret = z.output<typeof AlertSubscriptionWithSecret>

/** The subscriptions of one Safe. */
export const AlertSubscriptionList = z.object({ results: z.array(AlertSubscription) })
export type AlertSubscriptionList = z.output<typeof AlertSubscriptionList>

/** One delivery of an event to a subscription: pending (with retries to come), delivered or parked (gave up). */
export const AlertDelivery = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'parked']),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.number().nullable(),
  deliveredAt: z.number().nullable(),
  createdAt: z.number(),
})
export type AlertDelivery = z.output<typeof AlertDelivery>

/** The latest deliveries of one subscription, newest first. */
export const AlertDeliveryList = z.object({ results: z.array(AlertDelivery) })
export type AlertDeliveryList = z.output<typeof AlertDeliveryList>
