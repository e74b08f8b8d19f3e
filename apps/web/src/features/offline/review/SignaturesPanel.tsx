import { AddressView } from '../../../ui/AddressView'
import type { CheckedTx } from '../file/checkSignedTx'

/** Who signed, each signature recovered in the browser: counted, or why not. */
export function SignaturesPanel({ checked, threshold }: { checked: CheckedTx; threshold: number }) {
  return (
    <section className="card" aria-label="Signatures">
      <h2>
        Signatures {checked.signers.length}/{threshold}
      </h2>
      {checked.signatures.length === 0 ? <p className="muted">Nobody has signed yet.</p> : null}
      <ul className="plain">
        {checked.signatures.map((s) => (
          <li key={`${s.signer}-${s.data}`}>
            <AddressView value={s.signer} short /> {s.problem ? `— ${s.problem}` : '— owner, signature checked'}
          </li>
        ))}
      </ul>
    </section>
  )
}
