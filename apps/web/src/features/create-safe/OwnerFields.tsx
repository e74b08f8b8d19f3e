import { ResolvedAddressNote } from '../../ens/ResolvedAddressNote'
import type { ResolvedAddress } from '../../ens/resolveAddressInput'
import type { SafeForm } from './validateSafeForm'

type Owner = SafeForm['owners'][number]

/** The owner rows of the create-Safe form: name (kept in the address book when the form goes to its review) and address (or ENS name). */
export function OwnerFields({
  owners,
  resolved,
  onChange,
}: {
  owners: Owner[]
  /** Each row's address resolved (an ENS name stands for its address). */
  resolved: readonly ResolvedAddress[]
  onChange: (owners: Owner[]) => void
}) {
  const update = (i: number, patch: Partial<Owner>) =>
    onChange(owners.map((owner, j) => (j === i ? { ...owner, ...patch } : owner)))
  return (
    <fieldset className="card" aria-label="Owners">
      <legend>Owners</legend>
      {owners.map((owner, i) => (
        // Rows have no identity but their position; editing never reorders them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="owner-row" key={i}>
          <label className="field">
            <span>Owner {i + 1} name</span>
            <input
              value={owner.name}
              onChange={(e) => update(i, { name: e.target.value })}
              placeholder="Optional: saved in your address book"
            />
          </label>
          <label className="field owner-row__address">
            <span>Owner {i + 1} address</span>
            <input
              value={owner.address}
              onChange={(e) => update(i, { address: e.target.value })}
              placeholder="0x… or an ENS name"
              spellCheck={false}
            />
          </label>
          {resolved[i] ? <ResolvedAddressNote resolved={resolved[i]} /> : null}
          <button
            type="button"
            className="button button--small"
            onClick={() => onChange(owners.filter((_, j) => j !== i))}
            disabled={owners.length === 1}
            aria-label={`Remove owner ${i + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button" onClick={() => onChange([...owners, { address: '', name: '' }])}>
        Add owner
      </button>
    </fieldset>
  )
}
