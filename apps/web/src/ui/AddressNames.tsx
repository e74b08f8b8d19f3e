import { createContext, useContext } from 'react'

/** Looks up the name the user gave an address (the address book of the page's chain). */
export type AddressNameLookup = (address: string) => string | undefined

const AddressNamesContext = createContext<AddressNameLookup>(() => undefined)

/** Provides the address book's names to every AddressView below (the address-book feature mounts it). */
export const AddressNamesProvider = AddressNamesContext.Provider

/** The lookup of the page's address book (tx/ reads names through it: a shared layer may not import the feature). */
export function useAddressNameLookup(): AddressNameLookup {
  return useContext(AddressNamesContext)
}

/** The user's name for `address`, if the address book has one. */
export function useAddressName(address: string): string | undefined {
  return useContext(AddressNamesContext)(address)
}

const AddressBookEntriesContext = createContext<Readonly<Record<string, string>>>({})

/** Provides the page's address book (address → name) to the look-alike checks (the address-book feature mounts it). */
export const AddressBookEntriesProvider = AddressBookEntriesContext.Provider

/** Every entry of the page's address book: what a recipient may imitate. */
export function useAddressBookEntries(): Readonly<Record<string, string>> {
  return useContext(AddressBookEntriesContext)
}
