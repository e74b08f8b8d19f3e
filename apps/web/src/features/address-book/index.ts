// What other features may use of the address book: the hook that reads and edits one chain's book, the provider of
// names to every AddressView, the sync with the gateway (in the page frame, under the session), and the books for
// the data export.
export { AddressBookNames } from './AddressBookNames'
export { BOOKS_KEY, type Books, booksOf } from './books'
export { importBooks } from './importBooks'
export { LateAddressBookSync } from './LateAddressBookSync'
export { useAddressBook } from './useAddressBook'
