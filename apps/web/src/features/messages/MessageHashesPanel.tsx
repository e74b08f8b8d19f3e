import { AddressView } from '../../ui/AddressView'
import type { MessageHashCheck } from './messageHashes'

/** The SafeMessage and its hashes recomputed in the browser; a mismatch with the gateway blocks signing. */
export function MessageHashesPanel({ check }: { check: MessageHashCheck }) {
  if (check.kind === 'unverifiable') {
    return (
      <section className="card" aria-label="Hashes">
        <h2>Hashes</h2>
        <p className="muted">Not verified in the browser: {check.reason}</p>
      </section>
    )
  }
  return (
    <section className="card" aria-label="Hashes">
      <h2>Hashes</h2>
      {check.matches ? (
        <p className="ok" role="status">
          The message hash recomputed in your browser matches the gateway's.
        </p>
      ) : (
        <div className="banner banner--danger" role="alert" data-testid="hash-mismatch">
          <strong>Do not sign this message.</strong> The message hash recomputed in your browser from the message does
          not match the one the gateway sent: the gateway data may have been tampered with.
        </div>
      )}
      <dl className="fields">
        <dt>SafeMessage</dt>
        <dd>
          <code>{`SafeMessage(bytes message = ${check.contentHash})`}</code>
        </dd>
        <dt>Domain hash</dt>
        <dd>
          <AddressView value={check.domainHash} />
        </dd>
        <dt>Message hash (recomputed)</dt>
        <dd>
          <AddressView value={check.messageHash} />
        </dd>
        <dt>Message hash (gateway)</dt>
        <dd>
          <AddressView value={check.gatewayHash} />
        </dd>
      </dl>
    </section>
  )
}
