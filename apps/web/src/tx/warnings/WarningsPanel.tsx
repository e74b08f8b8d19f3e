import { AddressView } from '../../ui/AddressView'
import type { TxWarning } from './detectWarnings'
import { delegateCallPlace } from './findDelegateCalls'
import { settingsChangeRisk } from './settingsChangeRisk'
import type { ScopedDelegateCall } from './useDelegateCallCheck'

const where = (w: TxWarning) => (w.batchIndex === null ? '' : ` (call ${w.batchIndex + 1} of the batch)`)

/**
 * The warnings about what is about to be signed, DELEGATE calls to untrusted code first (at any depth of the batch);
 * those also block the Sign buttons until the user consents to each target there.
 */
export function WarningsPanel({
  warnings,
  delegateCalls,
}: {
  warnings: TxWarning[]
  delegateCalls: readonly ScopedDelegateCall[]
}) {
  if (warnings.length === 0 && delegateCalls.length === 0) return null
  return (
    <section className="card" aria-label="Warnings">
      <h2>Warnings</h2>
      <ul className="plain">
        {delegateCalls.map((d) => (
          // The alert sits inside the item: an <li> with role="alert" is no list item, and the list breaks.
          <li key={`${d.path.join('.')}:${d.unreadable}`} className="banner banner--danger">
            <div role="alert">
              <strong>
                {d.unreadable ? 'A batch that cannot be read' : 'DELEGATE call to an untrusted contract'} (
                {delegateCallPlace(d.path)}).
              </strong>{' '}
              Its code runs with this Safe's storage and funds and can take the Safe over (change owners, drain it):{' '}
              <AddressView value={d.target} />
            </div>
          </li>
        ))}
        {warnings.map((w, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: warnings are listed in call order and never reordered
          <li key={index} className="banner banner--warning">
            <div role="alert">
              <WarningText warning={w} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function WarningText({ warning: w }: { warning: TxWarning }) {
  if (w.kind === 'settings-change') {
    return (
      <>
        <strong>This transaction changes the Safe's settings{where(w)}:</strong> it will {w.change}.{' '}
        {settingsChangeRisk(w.change)}
      </>
    )
  }
  if (w.kind === 'safe-recipient') {
    return (
      <>
        <strong>The recipient is this Safe itself{where(w)}.</strong> Nothing leaves it: if you meant to pay someone,
        the address was swapped.
      </>
    )
  }
  return (
    <>
      <strong>Recipient not in your address book{where(w)}:</strong> <AddressView value={w.recipient} />. Check it
      letter by letter.
    </>
  )
}
