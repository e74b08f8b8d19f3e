import { useCallback } from 'react'
import { usePersistentState } from '../../ui/usePersistentState'
import { ADDRESS_BOOK_KEY, type AddressBook, isAddressBook, nameOf, withNames } from './addressBook'

/** The persisted address book: the names, look one up, or add names (e.g. the owners of a Safe being created). */
export function useAddressBook() {
  const [book, setBook] = usePersistentState<AddressBook>(ADDRESS_BOOK_KEY, {}, isAddressBook)
  const lookup = useCallback((address: string) => nameOf(book, address), [book])
  const addNames = useCallback(
    (entries: readonly { address: string; name: string }[]) => setBook(withNames(book, entries)),
    [book, setBook],
  )
  return { book, lookup, addNames }
}
