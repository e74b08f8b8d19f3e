import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'

/** One named address on one chain; a deleted entry stays as a tombstone so the deletion syncs (updatedAt: unix ms). */
export type BookEntry = { name: string; updatedAt: number; deleted: boolean }
/** One chain's book, keyed by checksummed address, in the order the entries were first added. */
export type ChainBook = Record<string, BookEntry>
/** Every chain's book, keyed by chain id. */
export type Books = Record<string, ChainBook>

/** Where the books are persisted (the key of the earlier, chain-less format is ADDRESS_BOOK_KEY). */
export const BOOKS_KEY = 'concord.addressBook.v2'

/** The longest name (the gateway refuses longer ones). */
export const MAX_NAME_LENGTH = 50

// valibot, not zod: the address book is read at the first paint (see config/runtimeConfig.ts).
const Entry = v.object({ name: v.string(), updatedAt: v.number(), deleted: v.boolean() })
/** The persisted books, as read back from storage or an export file. */
export const BooksSchema = v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.record(v.string(), Entry))

/** The books in `value` (parsed JSON), or null when it is not books: for features that speak another dialect. */
export function booksOf(value: unknown): Books | null {
  const parsed = v.safeParse(BooksSchema, value)
  return parsed.success ? parsed.output : null
}

/** The live names of one chain's book, by checksummed address. */
export function liveNames(book: ChainBook | undefined): Record<string, string> {
  const names: Record<string, string> = {}
  for (const [address, entry] of Object.entries(book ?? {})) if (!entry.deleted) names[address] = entry.name
  return names
}

/** The books with `address` named `name` on `chainId` (a blank name or an invalid address changes nothing). */
export function withName(books: Books, chainId: string, address: string, name: string, now: number): Books {
  const trimmed = name.trim().slice(0, MAX_NAME_LENGTH)
  if (!trimmed || !isAddress(address, { strict: false })) return books
  const entry = { name: trimmed, updatedAt: now, deleted: false }
  return { ...books, [chainId]: { ...books[chainId], [getAddress(address)]: entry } }
}

/** The books with `address` removed from `chainId` (kept as a tombstone so the removal syncs). */
export function withoutName(books: Books, chainId: string, address: string, now: number): Books {
  if (!isAddress(address, { strict: false })) return books
  const tombstone = { name: '', updatedAt: now, deleted: true }
  return { ...books, [chainId]: { ...books[chainId], [getAddress(address)]: tombstone } }
}

/** Two versions of one chain's book merged entry by entry: the later edit wins, a tie keeps `mine`. */
export function mergeChainBook(mine: ChainBook | undefined, theirs: ChainBook): ChainBook {
  const merged: ChainBook = { ...mine }
  for (const [address, entry] of Object.entries(theirs)) {
    const current = merged[address]
    if (!current || current.updatedAt < entry.updatedAt) merged[address] = entry
  }
  return merged
}

/** Every chain of `theirs` merged into `mine` (mergeChainBook per chain). */
export function mergeBooks(mine: Books, theirs: Books): Books {
  const merged: Books = { ...mine }
  for (const [chainId, book] of Object.entries(theirs)) merged[chainId] = mergeChainBook(mine[chainId], book)
  return merged
}
