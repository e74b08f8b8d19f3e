import { type FormEvent, useState } from 'react'
import { ResolvedAddressNote } from '../../ens/ResolvedAddressNote'
import { useResolvedAddress } from '../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../services/currentSafe'
import { MAX_NAME_LENGTH } from './books'
import { entryToSave } from './entryToSave'

/**
 * Add or edit one entry: the address (fixed when editing; an ENS name where the chain has ENS, stored as the address it
 * resolves to) and its name; saved only by the Save button.
 */
export function EntryForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string
  initial?: { address: string; name: string } | undefined
  onSave: (address: string, name: string) => void
  onCancel: () => void
}) {
  const [address, setAddress] = useState(initial?.address ?? '')
  const [name, setName] = useState(initial?.name ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const resolved = useResolvedAddress(useCurrentSafe().chain, address)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const entry = entryToSave(resolved, name)
    setProblem(entry.ok ? null : entry.problem)
    if (entry.ok) onSave(entry.address, entry.name)
  }
  return (
    <form className="card" aria-label={title} onSubmit={submit}>
      <h2>{title}</h2>
      <label className="field">
        <span>Address</span>
        <input
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          readOnly={Boolean(initial)}
          placeholder="0x… or an ENS name"
          spellCheck={false}
        />
      </label>
      <ResolvedAddressNote resolved={resolved} />
      <label className="field">
        <span>Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_NAME_LENGTH} />
      </label>
      {/* A name's failed lookup is already said under the address: not twice. */}
      {problem && problem !== resolved.message ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Save
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
