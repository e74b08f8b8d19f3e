import { createHmac } from 'node:crypto'
import { alertLink, describeAlert } from '../content/describe-alert.js'
import type { SubscriptionRow } from '../subscriptions/alert-rows.js'

/** A delivery as a webhook receives it: its id (the idempotency key), type and payload. */
export type OutgoingAlert = { id: string; type: string; payload: Record<string, unknown> }

/** The HMAC-SHA256 of `body` under `secret`, as the signature header carries it: `sha256=<hex>`. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** The text of a chat message: what happened, on which Safe and chain, and the link to it. */
function chatText(alert: OutgoingAlert, link: string | null): string {
  const safe = String(alert.payload.address)
  const head = `*${alert.type}* on Safe ${safe} (chain ${String(alert.payload.chainId)})`
  return [head, describeAlert(alert), ...(link === null ? [] : [link])].join('\n')
}

/**
 * The body and headers of a webhook delivery: the Safe Transaction Service's JSON payload, or a Slack (`text`) or
 * Discord (`content`) message; signed with the subscription's secret (X-Concord-Signature), with the delivery id for
 * idempotency (X-Concord-Delivery and Idempotency-Key: the same id on every retry).
 */
export function webhookRequest(
  subscription: Pick<SubscriptionRow, 'format' | 'secret'>,
  alert: OutgoingAlert,
  links: { walletUrl: string | undefined; shortName: string | undefined },
): { body: string; headers: Record<string, string> } {
  const link = alertLink(alert, links.walletUrl, links.shortName)
  const body =
    subscription.format === 'slack'
      ? JSON.stringify({ text: chatText(alert, link) })
      : subscription.format === 'discord'
        ? JSON.stringify({ content: chatText(alert, link).replaceAll('*', '**') })
        : JSON.stringify(alert.payload)
  const headers = {
    'user-agent': 'Concord-Alerts/1',
    'x-concord-delivery': alert.id,
    'idempotency-key': alert.id,
    'x-concord-event': alert.type,
    'x-concord-signature': signBody(subscription.secret, body),
  }
  return { body, headers }
}
