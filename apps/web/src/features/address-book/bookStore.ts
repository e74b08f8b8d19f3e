import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'
import { createStore } from '../../store/createStore'
import { ADDRESS_BOOK_KEY, isAddressBook } from './addressBook'
import { BOOKS_KEY, type Books, BooksSchema, mergeBooks } from './books'

// The books live in localStorage, read through useSyncExternalStore: every tab sees a change at once (the storage
// event), and a value written by another part of the page is picked up on the next read. A change of the earlier
// chain-less book in another tab may change them too (it is moved in on the next read).
const books = createStore<Books>(
  {},
  { key: BOOKS_KEY, parse: (raw) => v.parse(BooksSchema, JSON.parse(raw)), watch: [ADDRESS_BOOK_KEY] },
)
let knownChains: readonly string[] = []

/**
 * Moves names of the earlier chain-less book (one name per address) onto every chain of this gateway, once: those
 * names were shown on every chain, so they stay so. Needs the chains, set by setKnownChains at boot.
 */
function migrateLegacyBook(): void {
  const legacy = localStorage.getItem(ADDRESS_BOOK_KEY)
  if (legacy === null || knownChains.length === 0) return
  let names: unknown
  try {
    names = JSON.parse(legacy)
  } catch {
    names = {}
  }
  const now = Date.now()
  const moved: Books = {}
  for (const chainId of knownChains) {
    moved[chainId] = {}
    for (const [address, name] of Object.entries(isAddressBook(names) ? names : {})) {
      if (isAddress(address) && name.trim())
        moved[chainId][getAddress(address)] = { name, updatedAt: now, deleted: false }
    }
  }
  localStorage.setItem(BOOKS_KEY, JSON.stringify(mergeBooks(books.get(), moved)))
  localStorage.removeItem(ADDRESS_BOOK_KEY)
  // Found while reading (during a render): readers already mounted learn it after this render, not during it.
  queueMicrotask(books.notify)
}

/** Tells the store which chains this gateway serves (for the one-time move of the chain-less book). */
export function setKnownChains(chainIds: readonly string[]): void {
  knownChains = chainIds
}

/** The current books (the same object while storage holds the same text). */
export function readBooks(): Books {
  migrateLegacyBook()
  return books.get()
}

/** Persists `books` and tells every reader of this tab (other tabs learn it from the storage event). */
export const writeBooks = (next: Books): void => books.set(next)

/** Calls `onChange` whenever the books may have changed, in this tab or another; returns the unsubscribe. */
export const subscribeBooks = (onChange: () => void): (() => void) => books.subscribe(onChange)
