import { AddressView } from '../../../ui/AddressView'
import type { HashCheck } from './verifyTxHashes'

/** The recomputed hashes; a mismatch with the gateway is a blocking red warning. */
export function HashesPanel({ check }: { check: HashCheck }) {
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
          safeTxHash recomputed in your browser matches the gateway's.
        </p>
      ) : (
        <div className="banner banner--danger" role="alert" data-testid="hash-mismatch">
          <strong>Do not sign or execute this transaction.</strong> The safeTxHash recomputed in your browser does not
          match the one the gateway sent: the gateway data may have been tampered with.
        </div>
      )}
      <dl className="fields">
        <dt>Domain hash</dt>
        <dd>
          <AddressView value={check.domainHash} />
        </dd>
        <dt>Message hash</dt>
        <dd>
          <AddressView value={check.messageHash} />
        </dd>
        <dt>safeTxHash (recomputed)</dt>
        <dd>
          <AddressView value={check.safeTxHash} />
        </dd>
        <dt>safeTxHash (gateway)</dt>
        <dd>
          <AddressView value={check.gatewaySafeTxHash} />
        </dd>
      </dl>
    </section>
  )
}
