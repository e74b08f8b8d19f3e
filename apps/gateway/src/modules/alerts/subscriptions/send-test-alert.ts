import { randomUUID } from 'node:crypto'
import type { AlertDelivery } from '@concord/gateway-schema'
import type { GatewayContext } from '../../../context/gateway-context.js'
import { invalidInput } from '../../../errors.js'
import { attemptDelivery } from '../delivery/attempt-delivery.js'
import type { SubscriptionRow } from './alert-rows.js'
import { alerts } from './alerts-repository.js'
import { subscriptionStatus } from './subscription-status.js'
import { toAlertDelivery } from './to-alert-wire.js'

/**
 * Sends a TEST alert to a subscription now, once (no retries), and logs it with its other deliveries: the answer
 * says whether the destination works.
 */
export async function sendTestAlert(ctx: GatewayContext, subscription: SubscriptionRow): Promise<AlertDelivery> {
  const { statusReason } = subscriptionStatus(subscription)
  if (statusReason !== null) throw invalidInput(`No test sent. ${statusReason}`)
  const now = Date.now()
  const payload = { address: subscription.safe, type: 'TEST', chainId: subscription.chainId }
  const delivery = { subscriptionId: subscription.id, dedupeKey: `test:${randomUUID()}`, type: 'TEST', payload }
  // Leased from the start, so the worker leaves it to this request.
  const id = await alerts.addDelivery(ctx.db, delivery, now, now + ctx.config.alerts.delivery.timeoutMs * 2)
  const row = id === null ? null : await alerts.delivery(ctx.db, subscription.id, id)
  if (row === null) throw new Error('The test delivery was not stored')
  const outcome = await attemptDelivery(ctx, row, subscription)
  await alerts.finishAttempts(ctx.db, [{ delivery: row, outcome, retryAt: null }], Date.now())
  return toAlertDelivery((await alerts.delivery(ctx.db, subscription.id, row.id)) ?? row)
}
