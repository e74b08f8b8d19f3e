import { useState } from 'react'
import { getAddress, isAddress } from 'viem'
import { useAddressBook } from '../address-book'

/** The optional name typed for a new owner, and `remember` to save it in the address book once the change is queued. */
export function useOwnerName() {
  const book = useAddressBook()
  const [name, setName] = useState('')
  const remember = (address: string) => {
    const typed = address.trim()
    if (name.trim() && isAddress(typed, { strict: false }))
      book.addNames([{ address: getAddress(typed), name: name.trim() }])
  }
  return { name, setName, remember }
}
