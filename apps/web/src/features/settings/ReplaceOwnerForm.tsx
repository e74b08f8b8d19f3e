import { type FormEvent, useState } from 'react'
import { type Address, getAddress, isAddress } from 'viem'
import { AddressView } from '../../ui/AddressView'
import { useAddressBook } from '../address-book/useAddressBook'
import { AddressInputField } from './AddressInputField'
import { buildSwapOwner } from './buildSwapOwner'
import type { SafeSetup } from './safeSetup'
import { useSettingsAction } from './useSettingsAction'

/** Replace one owner by a new address (and optional name); the threshold stays. */
export function ReplaceOwnerForm({ safe, owner, onCancel }: { safe: SafeSetup; owner: Address; onCancel: () => void }) {
  const book = useAddressBook()
  const [name, setName] = useState('')
  const [newOwner, setNewOwner] = useState('')
  const { errors, submit } = useSettingsAction<'oldOwner' | 'newOwner'>()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildSwapOwner(safe, { oldOwner: owner, newOwner }), () => {
      const typed = newOwner.trim()
      if (name.trim() && isAddress(typed, { strict: false }))
        book.addNames([{ address: getAddress(typed), name: name.trim() }])
    })
  }
  return (
    <form className="card" aria-label="Replace owner" onSubmit={onSubmit}>
      <h3>Replace owner</h3>
      <p>
        <AddressView value={owner} />
      </p>
      <label className="field">
        <span>New owner name</span>
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Optional, saved in your address book"
        />
      </label>
      <AddressInputField
        id="replace-owner"
        label="New owner address"
        value={newOwner}
        error={errors.newOwner ?? errors.oldOwner}
        onChange={setNewOwner}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          Review
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
