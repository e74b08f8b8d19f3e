import { useAddressBook } from '../../address-book'

/** The id of the address-book `<datalist>`: recipient inputs use it as their `list`. */
export const ADDRESS_BOOK_LIST_ID = 'new-tx-address-book'

/** The address book as autocomplete options for recipient fields: the address, labelled with its name. */
export function AddressBookOptions() {
  const { book } = useAddressBook()
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
