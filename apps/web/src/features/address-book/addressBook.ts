import { isAddress } from 'viem'

/** The earlier, chain-less address book: names keyed by checksummed address (moved into BOOKS_KEY at boot). */
export type AddressBook = Record<string, string>

/** Where the chain-less address book was persisted; bookStore moves it onto every chain once. */
export const ADDRESS_BOOK_KEY = 'concord.addressBook'

/** Type guard for a persisted chain-less address book. */
export const isAddressBook = (value: unknown): value is AddressBook =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([k, v]) => isAddress(k) && typeof v === 'string')
