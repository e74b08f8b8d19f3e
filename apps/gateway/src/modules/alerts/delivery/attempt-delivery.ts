import type { GatewayContext } from '../../../context/gateway-context.js'
import { postWebhook, type WebhookAgents } from '../channels/post-webhook.js'
import { sendAlertEmail } from '../channels/send-email.js'
import { webhookRequest } from '../channels/webhook-request.js'
import type { AttemptOutcome, DeliveryRow, SubscriptionRow } from '../subscriptions/alert-rows.js'

/** Makes one attempt at a delivery to its subscription's webhook (through `agents`' pooled connections) or email address. */
export async function attemptDelivery(
  ctx: Pick<GatewayContext, 'config' | 'chains'>,
  delivery: Pick<DeliveryRow, 'id' | 'type' | 'payload'>,
  subscription: SubscriptionRow,
  agents?: WebhookAgents,
): Promise<AttemptOutcome> {
  const { alerts } = ctx.config
  const alert = { id: delivery.id, type: delivery.type, payload: delivery.payload }
  const links = { walletUrl: alerts.walletUrl, shortName: ctx.chains.get(subscription.chainId)?.config.shortName }
  if (subscription.channel === 'email') return sendAlertEmail(alerts.smtp, subscription.destination, alert, links)
  const { body, headers } = webhookRequest(subscription, alert, links)
  const policy = { allowed: alerts.allowedDestinations }
  return postWebhook(subscription.destination, body, headers, { policy, timeoutMs: alerts.delivery.timeoutMs, agents })
}

/** When the next attempt is due after `attempts` failed ones (exponential, capped), or null when none is left. */
export function retryAt(
  delivery: { baseDelayMs: number; maxDelayMs: number; maxAttempts: number },
  attempts: number,
  now: number,
): number | null {
  if (attempts >= delivery.maxAttempts) return null
  return now + Math.min(delivery.maxDelayMs, delivery.baseDelayMs * 2 ** (attempts - 1))
}
