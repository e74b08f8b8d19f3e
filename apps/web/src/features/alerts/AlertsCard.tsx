import { useState } from 'react'
import { QueryView } from '../../ui/QueryView'
import { AddAlertForm } from './AddAlertForm'
import { AlertRow } from './AlertRow'
import { refusal, useAlertSubscriptions, useAlertWrites } from './useAlerts'

/** The signing secret just created or rotated, shown once with how to check a webhook's signature. */
function SecretNote({ secret }: { secret: string }) {
  return (
    <p role="status">
      Signing secret (shown once, keep it with your receiver): <code>{secret}</code>. Each webhook carries
      X-Concord-Signature: sha256=HMAC-SHA256(secret, body) and X-Concord-Delivery, the same id on every retry.
    </p>
  )
}

/**
 * Settings → Alerts: the Safe's webhooks and email alerts, for an owner signed in with Ethereum. Add one (events and
 * thresholds), send a test, see recent deliveries, rotate the secret, delete.
 */
export function AlertsCard() {
  const subscriptions = useAlertSubscriptions()
  const refused = refusal(subscriptions.error)
  const writes = useAlertWrites()
  const [secret, setSecret] = useState<string | null>(null)
  return (
    <section className="card" aria-label="Alerts">
      <h2>Alerts</h2>
      <p className="muted">
        Hear about every proposal, signature, execution and settings change within a second: by webhook (JSON, Slack or
        Discord) or by email. Owners set them up after signing in with their wallet.
      </p>
      {refused === 'signedOut' ? (
        <p role="note">Sign in with the wallet of an owner of this Safe to set up alerts.</p>
      ) : refused === 'notOwner' ? (
        <p role="note">Only owners of this Safe can set up its alerts: sign in with an owner's wallet.</p>
      ) : (
        <QueryView query={subscriptions} what="the alerts">
          {(list) => (
            <>
              {list.length === 0 ? <p className="muted">No alerts yet.</p> : null}
              <ul className="plain">
                {list.map((s) => (
                  <AlertRow key={s.id} subscription={s} writes={writes} onSecret={setSecret} />
                ))}
              </ul>
              {secret === null ? null : <SecretNote secret={secret} />}
              <AddAlertForm writes={writes} onSecret={setSecret} />
            </>
          )}
        </QueryView>
      )}
    </section>
  )
}
