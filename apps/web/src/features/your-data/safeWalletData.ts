import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import type { Books } from '../address-book'

// Safe{Wallet}'s "Data export" (Settings → Data), versions 2.0 and 3.0: {version, data: {addressBook, addedSafes, …}}
// where addressBook is {chainId: {address: name}} and addedSafes is {chainId: {address: {owners, threshold, …}}}.
// Only the address book and the added Safes are brought over; its settings and apps have no Concord equivalent.
const ByChain = <T extends z.ZodType>(value: T) => z.record(z.string(), z.record(z.string(), value))

/** The part of a Safe{Wallet} data export Concord reads. */
export const SafeWalletDataFile = z.object({
  version: z.enum(['2.0', '3.0']),
  data: z.object({
    addressBook: ByChain(z.unknown()).optional(),
    addedSafes: ByChain(z.unknown()).optional(),
  }),
})
export type SafeWalletDataFile = z.output<typeof SafeWalletDataFile>

/** A Safe to add to the watchlist, by chain id. */
export type AddedSafe = { chainId: string; address: string }

/** Safe{Wallet}'s address book as Concord books (entries with a valid address and a name; others are skipped). */
export function booksFromSafeWallet(file: SafeWalletDataFile, now: number): Books {
  const books: Books = {}
  for (const [chainId, entries] of Object.entries(file.data.addressBook ?? {})) {
    if (!/^\d+$/.test(chainId)) continue
    for (const [address, name] of Object.entries(entries)) {
      if (typeof name !== 'string' || !name.trim() || !isAddress(address, { strict: false })) continue
      books[chainId] = {
        ...books[chainId],
        [getAddress(address)]: { name: name.trim().slice(0, 50), updatedAt: now, deleted: false },
      }
    }
  }
  return books
}

/** Safe{Wallet}'s added Safes (valid addresses only). */
export function addedSafesFromSafeWallet(file: SafeWalletDataFile): AddedSafe[] {
  return Object.entries(file.data.addedSafes ?? {}).flatMap(([chainId, safes]) =>
    Object.keys(safes)
      .filter((address) => isAddress(address, { strict: false }))
      .map((address) => ({ chainId, address: getAddress(address) })),
  )
}
