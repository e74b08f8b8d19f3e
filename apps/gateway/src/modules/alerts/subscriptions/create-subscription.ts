import { randomBytes, randomUUID } from 'node:crypto'
import type { AlertSubscriptionWithSecret, CreateAlertSubscriptionBody } from '@concord/gateway-schema'
import type { z } from 'zod'
import type { GatewayContext } from '../../../context/gateway-context.js'
import { invalidInput } from '../../../errors.js'
import { fiatThresholdNotes } from '../content/fiat-threshold-notes.js'
import { alerts } from './alerts-repository.js'
import { CONFIRM_EMAIL, confirmTokenHash, newConfirmation } from './confirmation-email.js'
import { checkDestination } from './destination-policy.js'
import { toAlertSubscription } from './to-alert-wire.js'

/** Subscriptions one Safe may have on a chain. */
export const MAX_SUBSCRIPTIONS_PER_SAFE = 100

/** A new signing secret: 32 random bytes, hex. */
export const newSecret = () => randomBytes(32).toString('hex')

/**
 * Creates a subscription of a Safe after checking its destination: a webhook must reach a public host (or one the
 * operator allows), an email needs the gateway's SMTP server. An email subscription starts awaiting confirmation: a
 * CONFIRM_EMAIL delivery (queued in the same transaction) sends the address a link under `target.confirmBaseUrl`.
 * Answers it with its secret, shown this once, and notes on what a fiat threshold cannot see (assets without a price).
 */
export async function createSubscription(
  ctx: Pick<GatewayContext, 'db' | 'config' | 'chains' | 'prices'>,
  target: { chainId: string; safe: string; createdBy: string; confirmBaseUrl: string },
  body: z.output<typeof CreateAlertSubscriptionBody>,
): Promise<AlertSubscriptionWithSecret> {
  const existing = await alerts.subscriptionsOf(ctx.db, target.chainId, target.safe)
  if (existing.length >= MAX_SUBSCRIPTIONS_PER_SAFE) {
    throw invalidInput(`Safe ${target.safe} has ${MAX_SUBSCRIPTIONS_PER_SAFE} alert subscriptions: delete one first`)
  }
  if (body.channel === 'webhook') {
    await checkDestination(new URL(body.url), { allowed: ctx.config.alerts.allowedDestinations })
  } else if (ctx.config.alerts.smtp === undefined) {
    throw invalidInput('Email alerts are off on this gateway: its operator has not configured alerts.smtp')
  }
  const notes = body.thresholds.fiat === null ? [] : await fiatThresholdNotes(ctx, target.chainId)
  const row = {
    id: randomUUID(),
    chainId: target.chainId,
    safe: target.safe,
    channel: body.channel,
    destination: body.channel === 'webhook' ? body.url : body.email,
    format: body.channel === 'webhook' ? body.format : ('json' as const),
    secret: newSecret(),
    events: [...new Set(body.events)],
    thresholds: body.thresholds,
    createdBy: target.createdBy,
    createdAt: Date.now(),
    includeUntrustedTokens: body.includeUntrustedTokens,
    confirmedAt: body.channel === 'email' ? null : Date.now(),
    creatorIsOwner: true,
  }
  if (body.channel === 'email') {
    const { token, link } = newConfirmation(target.confirmBaseUrl)
    const payload = { address: row.safe, type: CONFIRM_EMAIL, chainId: row.chainId, link }
    const confirmation = { subscriptionId: row.id, dedupeKey: CONFIRM_EMAIL, type: CONFIRM_EMAIL, payload }
    await ctx.db.transaction(async (q) => {
      await alerts.insertSubscription(q, row, confirmTokenHash(token))
      await alerts.addDelivery(q, confirmation, row.createdAt)
    })
  } else await alerts.insertSubscription(ctx.db, row)
  return { ...toAlertSubscription(row), secret: row.secret, notes }
}
