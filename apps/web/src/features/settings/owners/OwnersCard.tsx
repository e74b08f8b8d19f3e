import { useState } from 'react'
import type { Address } from 'viem'
import { LateEnsName } from '../../../ens/LateEnsName'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressView, shortenAddress } from '../../../ui/AddressView'
import { useAddressBook } from '../../address-book'
import type { SafeSetup } from '../safeSetup'
import { AddOwnerForm } from './AddOwnerForm'
import { OwnerNameForm } from './OwnerNameForm'
import { RemoveOwnerForm } from './RemoveOwnerForm'
import { ReplaceOwnerForm } from './ReplaceOwnerForm'
import { ThresholdForm } from './ThresholdForm'

type OwnerAction = { kind: 'add' } | { kind: 'remove' | 'replace' | 'name'; owner: Address } | null

/** The owners and the threshold; owners of the Safe (canManage) can add, remove and replace owners, and change it. */
export function OwnersCard({
  safe,
  names,
  canManage,
}: {
  safe: SafeSetup
  names: Record<string, string | null>
  canManage: boolean
}) {
  const book = useAddressBook()
  const { chain } = useCurrentSafe()
  const [action, setAction] = useState<OwnerAction>(null)
  const close = () => setAction(null)
  return (
    <section className="card" aria-label="Owners">
      <h2>Owners ({safe.owners.length})</h2>
      <ul className="plain">
        {safe.owners.map((owner) => (
          <li key={owner} className="owner-row">
            <AddressView value={owner} name={book.lookup(owner) ?? names[owner] ?? null} short />
            <button
              type="button"
              className="button button--small"
              aria-label={`Name owner ${shortenAddress(owner)}`}
              onClick={() => setAction({ kind: 'name', owner })}
            >
              Name
            </button>
            {canManage ? (
              <>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Replace owner ${shortenAddress(owner)}`}
                  onClick={() => setAction({ kind: 'replace', owner })}
                >
                  Replace
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove owner ${shortenAddress(owner)}`}
                  onClick={() => setAction({ kind: 'remove', owner })}
                >
                  Remove
                </button>
              </>
            ) : null}
            {/* After the buttons, which then line up on every row. */}
            {book.lookup(owner) ? null : <LateEnsName chain={chain} address={owner} />}
          </li>
        ))}
      </ul>
      <p>
        Required confirmations: <strong>{safe.threshold}</strong> out of {safe.owners.length} owners.
      </p>
      {action?.kind === 'name' ? (
        <OwnerNameForm
          key={action.owner}
          owner={action.owner}
          initial={book.lookup(action.owner) ?? ''}
          onDone={close}
        />
      ) : null}
      {canManage ? (
        <>
          {action?.kind === 'add' ? <AddOwnerForm safe={safe} onCancel={close} /> : null}
          {action?.kind === 'remove' ? (
            <RemoveOwnerForm key={action.owner} safe={safe} owner={action.owner} onCancel={close} />
          ) : null}
          {action?.kind === 'replace' ? (
            <ReplaceOwnerForm key={action.owner} safe={safe} owner={action.owner} onCancel={close} />
          ) : null}
          {action === null ? (
            <button type="button" className="button" onClick={() => setAction({ kind: 'add' })}>
              Add owner
            </button>
          ) : null}
          {safe.owners.length > 1 ? <ThresholdForm safe={safe} /> : null}
        </>
      ) : null}
    </section>
  )
}
