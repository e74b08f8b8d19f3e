import type { GatewayContext } from '../../../context/gateway-context.js'
import type { Queryable } from '../../../db/db.js'
import { fiatWorth, outflowOf, reachesTokenThreshold } from '../content/outflow-value.js'
import { imitatesCreatorsBook, isOwnAction, isSuspiciousIncoming } from '../content/quiet-alerts.js'
import { isUntrustedTransfer } from '../content/untrusted-transfer.js'
import type { NewDelivery, OutboxRow, SubscriptionRow } from '../subscriptions/alert-rows.js'
import { subscriptionStatus } from '../subscriptions/subscription-status.js'

/** LARGE_OUTFLOW for `subscription` when the event's outflow reaches its token or fiat threshold; else null. */
async function largeOutflow(
  ctx: Pick<GatewayContext, 'chains' | 'prices'>,
  q: Queryable,
  event: OutboxRow,
  subscription: SubscriptionRow,
): Promise<NewDelivery | null> {
  const outflow = outflowOf(event)
  if (outflow === null || !subscription.events.includes('LARGE_OUTFLOW')) return null
  const { thresholds } = subscription
  const worth = await fiatWorth(ctx, q, event.chainId, outflow)
  const overFiat = worth !== null && thresholds.fiat !== null && worth.amount >= Number(thresholds.fiat)
  if (!overFiat && !reachesTokenThreshold(outflow, thresholds)) return null
  const payload = {
    ...event.payload,
    type: 'LARGE_OUTFLOW',
    outflowType: event.type,
    tokenAddress: outflow.token,
    value: outflow.value.toString(),
    ...(worth === null ? {} : { fiatValue: worth.amount.toFixed(2), fiatCode: worth.currency }),
  }
  return {
    subscriptionId: subscription.id,
    dedupeKey: `${event.eventKey}:LARGE_OUTFLOW`,
    type: 'LARGE_OUTFLOW',
    payload,
  }
}

/**
 * Whether a subscription hears anything now: not when stopped or awaiting its email's confirmation, and an email
 * address not what happened before it confirmed (the dispatcher may reach such an event after the confirmation).
 */
function listens(subscription: SubscriptionRow, event: OutboxRow): boolean {
  if (subscriptionStatus(subscription).status !== 'active') return false
  return subscription.channel !== 'email' || event.createdAt >= (subscription.confirmedAt ?? Number.POSITIVE_INFINITY)
}

/**
 * The planner the dispatcher fans each outbox event out with: one delivery per subscription that hears the event's
 * type, plus LARGE_OUTFLOW where an outflow reaches a subscription's threshold (prices and token metadata read through
 * `q`, the dispatcher's transaction), for active subscriptions only. Transfers of untrusted tokens go only to
 * subscriptions that include them; funds from a look-alike sender (address poisoning: of an owner, a payee, or an
 * address the subscription's creator named in their address book) and a creator's own confirmations go to none. The
 * event key is the dedupe key.
 */
export function deliveryPlanner(ctx: Pick<GatewayContext, 'chains' | 'prices'>) {
  return async (q: Queryable, event: OutboxRow, subscriptions: readonly SubscriptionRow[]): Promise<NewDelivery[]> => {
    const out: NewDelivery[] = []
    const untrusted = isUntrustedTransfer(ctx, event)
    const suspicious = await isSuspiciousIncoming(q, event)
    for (const subscription of subscriptions) {
      if (!listens(subscription, event)) continue
      const quiet =
        suspicious || isOwnAction(event, subscription) || (await imitatesCreatorsBook(q, event, subscription))
      if (subscription.events.includes(event.type) && !quiet && (!untrusted || subscription.includeUntrustedTokens)) {
        const { eventKey: dedupeKey, type, payload } = event
        out.push({ subscriptionId: subscription.id, dedupeKey, type, payload })
      }
      const large = await largeOutflow(ctx, q, event, subscription)
      if (large !== null) out.push(large)
    }
    return out
  }
}
