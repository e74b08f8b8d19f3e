import { getAddress, isAddress } from 'viem'

/** Names the user gave to addresses, keyed by checksummed address (an EOA is the same account on every chain). */
export type AddressBook = Record<string, string>

/** Where the address book is persisted. */
export const ADDRESS_BOOK_KEY = 'concord.addressBook'

/** Type guard for a persisted address book. */
export const isAddressBook = (value: unknown): value is AddressBook =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([k, v]) => isAddress(k) && typeof v === 'string')

/** The book with the given names added (blank names are ignored, an existing name is replaced). */
export function withNames(book: AddressBook, entries: readonly { address: string; name: string }[]): AddressBook {
  const next = { ...book }
  for (const { address, name } of entries) {
    const trimmed = name.trim()
    if (trimmed && isAddress(address)) next[getAddress(address)] = trimmed
  }
  return next
}

/** The name the user gave `address`, if any. */
export function nameOf(book: AddressBook, address: string): string | undefined {
  return isAddress(address) ? book[getAddress(address)] : undefined
}
