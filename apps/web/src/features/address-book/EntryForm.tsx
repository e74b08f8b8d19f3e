import { type FormEvent, useState } from 'react'
import { isAddress } from 'viem'
import { MAX_NAME_LENGTH } from './books'

/** What is wrong with a typed entry, in words, or null. */
export function entryProblem(address: string, name: string): string | null {
  if (!isAddress(address.trim(), { strict: false })) return 'Enter an address: 0x followed by 40 hex digits.'
  if (!isAddress(address.trim(), { strict: true }))
    return 'This address has a wrong checksum: check it, or paste it in lower case.'
  if (!name.trim()) return 'Enter a name.'
  return null
}

/** Add or edit one entry: the address (fixed when editing) and its name; saved only by the Save button. */
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
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = entryProblem(address, name)
    setProblem(found)
    if (!found) onSave(address.trim(), name.trim())
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
          spellCheck={false}
        />
      </label>
      <label className="field">
        <span>Name</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={MAX_NAME_LENGTH} />
      </label>
      {problem ? (
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
