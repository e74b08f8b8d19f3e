// What other features may use of the address book: the hook that reads and extends it.

export { ADDRESS_BOOK_LIST_ID, AddressBookOptions } from './AddressBookOptions'
export { useAddressBook } from './useAddressBook'
