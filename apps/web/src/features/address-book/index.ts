// What other features may use of the address book: the hook that reads and extends it.
export { useAddressBook } from './useAddressBook'
