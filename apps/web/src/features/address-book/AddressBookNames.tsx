import type { ReactNode } from 'react'
import { useApp } from '../../services/appContext'
import { AddressBookEntriesProvider, AddressNamesProvider } from '../../ui/AddressNames'
import { setKnownChains } from './bookStore'
import { useAddressBook } from './useAddressBook'

/** Gives every address shown below the name it has in the current chain's address book. */
export function AddressBookNames({ children }: { children: ReactNode }) {
  setKnownChains(useApp().chains.map((chain) => chain.chainId))
  const { book, lookup } = useAddressBook()
  return (
    <AddressNamesProvider value={lookup}>
      <AddressBookEntriesProvider value={book}>{children}</AddressBookEntriesProvider>
    </AddressNamesProvider>
  )
}
