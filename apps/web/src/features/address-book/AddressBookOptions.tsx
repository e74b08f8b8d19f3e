import { usePersistentState } from '../../ui/usePersistentState'
import { ADDRESS_BOOK_KEY, type AddressBook, isAddressBook } from './addressBook'

/** The id of the address-book `<datalist>`: recipient inputs use it as their `list`. */
export const ADDRESS_BOOK_LIST_ID = 'new-tx-address-book'

/** The address book as autocomplete options for recipient fields: the address, labelled with its name. */
export function AddressBookOptions() {
  const [book] = usePersistentState<AddressBook>(ADDRESS_BOOK_KEY, {}, isAddressBook)
  return (
    <datalist id={ADDRESS_BOOK_LIST_ID}>
      {Object.entries(book).map(([address, name]) => (
        <option key={address} value={address} label={name}>
          {name}
        </option>
      ))}
    </datalist>
  )
}
