import { AddressView } from '../../ui/AddressView'
import type { TxWarning } from './detectWarnings'

const where = (w: TxWarning) => (w.batchIndex === null ? '' : ` (call ${w.batchIndex + 1} of the batch)`)

/**
 * The warnings about what is about to be signed. A blocking one (a DELEGATE call to untrusted code) needs the user
 * to tick an explicit confirmation before anything can be signed.
 */
export function WarningsPanel({
  warnings,
  acknowledged,
  onAcknowledge,
}: {
  warnings: TxWarning[]
  acknowledged: boolean
  onAcknowledge: (value: boolean) => void
}) {
  if (warnings.length === 0) return null
  const blocking = warnings.some((w) => w.blocking)
  return (
    <section className="card" aria-label="Warnings">
      <h2>Warnings</h2>
      <ul className="plain">
        {warnings.map((w, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: warnings are listed in call order and never reordered
          <li key={index} className={`banner ${w.blocking ? 'banner--danger' : 'banner--warning'}`} role="alert">
            {w.kind === 'untrusted-delegate' ? (
              <>
                <strong>DELEGATE call to an untrusted contract{where(w)}.</strong> Its code runs with this Safe's
                storage and funds and can take the Safe over (change owners, drain it): <AddressView value={w.target} />
              </>
            ) : w.kind === 'settings-change' ? (
              <>
                <strong>This transaction changes the Safe's settings{where(w)}:</strong> it will {w.change}.
              </>
            ) : (
              <>
                <strong>Recipient not in your address book{where(w)}:</strong> <AddressView value={w.recipient} />.
                Check it letter by letter.
              </>
            )}
          </li>
        ))}
      </ul>
      {blocking ? (
        <label className="field">
          <span>
            <input type="checkbox" checked={acknowledged} onChange={(e) => onAcknowledge(e.target.checked)} /> I
            understand this delegate call can take over the Safe, and I trust its target
          </span>
        </label>
      ) : null}
    </section>
  )
}
