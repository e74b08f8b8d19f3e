import { useState } from 'react'
import { isAddress } from 'viem'
import { useAddressBook } from './useAddressBook'

/**
 * The explicit way to keep a typed name: saves `name` for `address` in the address book of `chainId` (the current
 * Safe's when left out) when clicked, and says so. Nothing is saved otherwise.
 */
export function SaveNameButton({
  address,
  name,
  chainId,
  label,
}: {
  address: string
  name: string
  chainId?: string
  /** The button's accessible name where several stand side by side. */
  label?: string
}) {
  const { setName, lookup } = useAddressBook(chainId)
  const [saved, setSaved] = useState(false)
  const ready = Boolean(name.trim()) && isAddress(address.trim(), { strict: false })
  const current = ready ? lookup(address.trim()) : undefined
  if (saved && current === name.trim()) return <span role="status">Saved to the address book</span>
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={label}
      disabled={!ready}
      onClick={() => {
        setName(address.trim(), name)
        setSaved(true)
      }}
    >
      Save to address book
    </button>
  )
}
