import { type FormEvent, useState } from 'react'
import { getAddress, isAddress } from 'viem'
import { useAddressBook } from '../address-book/useAddressBook'
import { AddressInputField } from './AddressInputField'
import { buildAddOwner } from './buildAddOwner'
import type { SafeSetup } from './safeSetup'
import { ThresholdSelect } from './ThresholdSelect'
import { useSettingsAction } from './useSettingsAction'

/** Add an owner: its address, an optional name for the address book, and the threshold afterwards. */
export function AddOwnerForm({ safe, onCancel }: { safe: SafeSetup; onCancel: () => void }) {
  const book = useAddressBook()
  const [name, setName] = useState('')
  const [owner, setOwner] = useState('')
  const [threshold, setThreshold] = useState(safe.threshold)
  const { errors, submit } = useSettingsAction<'owner' | 'threshold'>()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildAddOwner(safe, { owner, threshold }), () => {
      const typed = owner.trim()
      if (name.trim() && isAddress(typed, { strict: false }))
        book.addNames([{ address: getAddress(typed), name: name.trim() }])
    })
  }
  return (
    <form className="card" aria-label="Add owner" onSubmit={onSubmit}>
      <h3>Add owner</h3>
      <label className="field">
        <span>Owner name</span>
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Optional, saved in your address book"
        />
      </label>
      <AddressInputField id="add-owner" label="Owner address" value={owner} error={errors.owner} onChange={setOwner} />
      <ThresholdSelect
        id="add-owner-threshold"
        label="Threshold after adding"
        value={threshold}
        owners={safe.owners.length + 1}
        error={errors.threshold}
        onChange={setThreshold}
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
