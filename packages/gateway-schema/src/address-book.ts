import { z } from 'zod'
import { Address } from './common.js'
import { AddressParam, ChainIdParam } from './params.js'

/**
 * Limits of the synced address book: a name's length, entries per write, entries (tombstones too) per book. 100 entries
 * of the longest names (50 characters, even JSON-escaped at 6 bytes each) stay under the gateway's 64 KiB body limit.
 */
export const ADDRESS_BOOK_LIMITS = { nameLength: 50, entriesPerWrite: 100, entriesPerBook: 2000 } as const

/** Path of an account's address book on one chain. */
export const AddressBookParams = z.object({ account: AddressParam, chainId: ChainIdParam })

/** One entry of a synced address book; a deleted entry (a tombstone) keeps its address so the deletion syncs. */
export const AddressBookEntry = z.object({
  address: Address,
  /** The name; empty for a deleted entry. */
  name: z.string(),
  /** When the entry was last edited, unix ms: the later edit of an entry wins. */
  updatedAt: z.number().int(),
  deleted: z.boolean(),
})
export type AddressBookEntry = z.output<typeof AddressBookEntry>

/** An account's address book on one chain, tombstones included. */
export const AddressBookResponse = z.object({ entries: z.array(AddressBookEntry) })
export type AddressBookResponse = z.output<typeof AddressBookResponse>

const EntryInput = z
  .object({
    address: AddressParam,
    name: z.string().trim().max(ADDRESS_BOOK_LIMITS.nameLength, 'Name too long: at most 50 characters'),
    updatedAt: z.number().int().nonnegative(),
    deleted: z.boolean(),
  })
  .refine((entry) => entry.deleted || entry.name.length > 0, 'Name missing: give a name, or deleted: true')

/** Body of `POST /v1/accounts/{account}/chains/{chainId}/address-book`: edits to merge, the later one per entry wins. */
export const MergeAddressBookBody = z.object({
  entries: z
    .array(EntryInput)
    .min(1, 'No entries: send at least one')
    .max(ADDRESS_BOOK_LIMITS.entriesPerWrite, 'Too many entries: send at most 100 per request'),
})
export type MergeAddressBookRequest = z.input<typeof MergeAddressBookBody>
