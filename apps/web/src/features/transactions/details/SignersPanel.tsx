import type { MultisigExecutionDetails } from '@concord/gateway-client'
import { AddressView } from '../../../ui/AddressView'
import { ProposedBy } from './ProposedBy'

/** Who signed, who has not yet, and how many signatures are needed. */
export function SignersPanel({ exec }: { exec: MultisigExecutionDetails }) {
  const signed = new Set(exec.confirmations.map((c) => c.signer.value.toLowerCase()))
  const missing = exec.signers.filter((s) => !signed.has(s.value.toLowerCase()))
  return (
    <section className="card" aria-label="Signers">
      <h2>
        Confirmations {exec.confirmations.length}/{exec.confirmationsRequired}
      </h2>
      <ProposedBy exec={exec} />
      <h3>Signed</h3>
      <ul className="plain">
        {exec.confirmations.map((c) => (
          <li key={c.signer.value}>
            ✓ <AddressView value={c.signer.value} name={c.signer.name} short />{' '}
            <span className="muted">{new Date(c.submittedAt).toLocaleString()}</span>
          </li>
        ))}
      </ul>
      {missing.length ? (
        <>
          <h3>{exec.executor ? 'Did not sign' : 'Not signed yet'}</h3>
          <ul className="plain">
            {missing.map((s) => (
              <li key={s.value}>
                ○ <AddressView value={s.value} name={s.name} short />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {exec.executor ? (
        <p>
          Executed by <AddressView value={exec.executor.value} short />
        </p>
      ) : null}
    </section>
  )
}
