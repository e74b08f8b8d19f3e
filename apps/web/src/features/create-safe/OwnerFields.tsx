import { ResolvedAddressNote } from '../../ens/ResolvedAddressNote'
import type { ResolvedAddress } from '../../ens/resolveAddressInput'
import { SaveNameButton } from '../address-book'
import type { SafeForm } from './validateSafeForm'

type Owner = SafeForm['owners'][number]

/** The owner rows of the create-Safe form: address (or ENS name) and name (kept in the address book of `chainId` on request). */
export function OwnerFields({
  owners,
  chainId,
  resolved,
  onChange,
}: {
  owners: Owner[]
  chainId: string
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
            <input value={owner.name} onChange={(e) => update(i, { name: e.target.value })} placeholder="Optional" />
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
          <SaveNameButton
            address={resolved[i]?.value ?? owner.address}
            name={owner.name}
            chainId={chainId}
            label={`Save to address book: owner ${i + 1}'s name`}
          />
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
