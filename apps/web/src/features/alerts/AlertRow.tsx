import type { AlertSubscription } from '@concord/gateway-client'
import { QueryView } from '../../ui/QueryView'
import { alertEventLabel } from './alertEvents'
import { useAlertDeliveries, type useAlertWrites } from './useAlerts'

type Writes = ReturnType<typeof useAlertWrites>

/** A delivery's status in words: delivered, failing (with the receiver's answer), or parked. */
function statusText(d: { status: string; attempts: number; lastError: string | null }): string {
  if (d.status === 'delivered') return `delivered${d.attempts > 1 ? ` after ${d.attempts} attempts` : ''}`
  if (d.status === 'parked') return `parked after ${d.attempts} attempts: ${d.lastError ?? ''}`
  return d.attempts === 0 ? 'pending' : `retrying (${d.attempts} failed: ${d.lastError ?? ''})`
}

/** A subscription's latest deliveries, with a retry for parked ones. */
function RecentDeliveries({ subscription, writes }: { subscription: AlertSubscription; writes: Writes }) {
  const deliveries = useAlertDeliveries(subscription.id)
  return (
    <QueryView query={deliveries} what="the recent deliveries">
      {(list) =>
        list.length === 0 ? (
          <p className="muted">No deliveries yet.</p>
        ) : (
          <ul className="plain" aria-label={`Deliveries to ${subscription.destination}`}>
            {list.slice(0, 10).map((d) => (
              <li key={d.id} data-status={d.status}>
                <span>{new Date(d.createdAt).toLocaleString()} </span>
                <strong>{alertEventLabel(d.type)}</strong> <span>{statusText(d)}</span>
                {d.status === 'parked' ? (
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => writes.retry.mutate({ id: subscription.id, deliveryId: d.id })}
                  >
                    Retry
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  )
}

/** Whether an alert delivers, in words: nothing while active; awaiting its email's confirmation; stopped and why. */
function StatusNote({ subscription }: { subscription: AlertSubscription }) {
  if (subscription.status === 'awaiting_confirmation') {
    return <p role="status">Awaiting confirmation — check your inbox for the link that confirms this address.</p>
  }
  if (subscription.status === 'stopped') return <p role="status">{subscription.statusReason}</p>
  return null
}

/**
 * One alert: where it goes, what it hears, who added it, whether it delivers, its actions (test, rotate secret,
 * delete: any owner may delete any alert of the Safe) and recent deliveries.
 */
export function AlertRow(props: { subscription: AlertSubscription; writes: Writes; onSecret: (s: string) => void }) {
  const { subscription, writes, onSecret } = props
  const busy = writes.test.isPending || writes.rotate.isPending || writes.remove.isPending
  return (
    <li className="card" aria-label={`Alert to ${subscription.destination}`} data-status={subscription.status}>
      <p>
        <strong>{subscription.channel === 'email' ? 'Email' : `Webhook (${subscription.format})`}</strong>{' '}
        {subscription.destination}
      </p>
      <p className="muted">{subscription.events.map(alertEventLabel).join(', ')}</p>
      <p className="muted">Added by {subscription.createdBy === 'admin' ? 'the operator' : subscription.createdBy}</p>
      <StatusNote subscription={subscription} />
      <div className="button-row">
        {subscription.status === 'active' ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => writes.test.mutate(subscription.id)}
          >
            Send test
          </button>
        ) : null}
        {subscription.channel === 'webhook' ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => writes.rotate.mutate(subscription.id, { onSuccess: (r) => onSecret(r.secret) })}
          >
            Rotate secret
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => writes.remove.mutate(subscription.id)}
        >
          Delete
        </button>
      </div>
      <RecentDeliveries subscription={subscription} writes={writes} />
    </li>
  )
}
