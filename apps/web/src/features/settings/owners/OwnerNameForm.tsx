import { type FormEvent, useState } from 'react'
import type { Address } from 'viem'
import { AddressView } from '../../../ui/AddressView'
import { useAddressBook } from '../../address-book'

/** Names an owner in the address book of the Safe's chain: saved by Save, nothing kept on Cancel. */
export function OwnerNameForm({ owner, initial, onDone }: { owner: Address; initial: string; onDone: () => void }) {
  const { setName, remove } = useAddressBook()
  const [name, setTyped] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) setName(owner, name)
    else if (initial) remove(owner)
    onDone()
  }
  return (
    <form className="card" aria-label="Name owner" onSubmit={submit}>
      <h3>Name owner</h3>
      <p>
        <AddressView value={owner} />
      </p>
      <label className="field">
        <span>Name in your address book</span>
        <input value={name} onChange={(e) => setTyped(e.target.value)} maxLength={50} />
      </label>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Save
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}
