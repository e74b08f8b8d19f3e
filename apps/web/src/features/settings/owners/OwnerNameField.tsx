import { useCallback } from 'react'
import { isAddress } from 'viem'
import { useAddressBook } from '../../address-book'

/**
 * The optional name of a new owner. It is kept with the address: `useKeepOwnerName`'s function saves it to the
 * address book when the form goes on to the review (no separate button to forget).
 */
export function OwnerNameField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Optional: saved in your address book"
      />
    </label>
  )
}

/** Saves a typed owner name with its address in the current Safe's address book (nothing when either is missing). */
export function useKeepOwnerName(): (address: string, name: string) => void {
  const { setName } = useAddressBook()
  return useCallback(
    (address: string, name: string) => {
      if (name.trim() && isAddress(address.trim(), { strict: false })) setName(address.trim(), name.trim())
    },
    [setName],
  )
}
