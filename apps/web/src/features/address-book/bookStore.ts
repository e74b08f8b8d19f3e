import * as v from 'valibot'
import { getAddress, isAddress } from 'viem'
import { ADDRESS_BOOK_KEY, isAddressBook } from './addressBook'
import { BOOKS_KEY, type Books, BooksSchema, mergeBooks } from './books'

// The books live in localStorage, read through useSyncExternalStore: every tab sees a change at once (the storage
// event), and a value written by another part of the page is picked up on the next read.
const listeners = new Set<() => void>()
let cached: { raw: string | null; books: Books } = { raw: null, books: {} }
let knownChains: readonly string[] = []

function parse(raw: string | null): Books {
  if (raw === null) return {}
  try {
    const parsed = v.safeParse(BooksSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

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
  localStorage.setItem(BOOKS_KEY, JSON.stringify(mergeBooks(parse(localStorage.getItem(BOOKS_KEY)), moved)))
  localStorage.removeItem(ADDRESS_BOOK_KEY)
  // Found while reading (during a render): readers already mounted learn it after this render, not during it.
  queueMicrotask(() => {
    for (const listener of listeners) listener()
  })
}

/** Tells the store which chains this gateway serves (for the one-time move of the chain-less book). */
export function setKnownChains(chainIds: readonly string[]): void {
  knownChains = chainIds
}

/** The current books (the same object while storage holds the same text). */
export function readBooks(): Books {
  migrateLegacyBook()
  const raw = localStorage.getItem(BOOKS_KEY)
  if (raw !== cached.raw) cached = { raw, books: parse(raw) }
  return cached.books
}

/** Persists `books` and tells every reader of this tab (other tabs learn it from the storage event). */
export function writeBooks(books: Books): void {
  localStorage.setItem(BOOKS_KEY, JSON.stringify(books))
  for (const listener of listeners) listener()
}

/** Calls `onChange` whenever the books may have changed, in this tab or another; returns the unsubscribe. */
export function subscribeBooks(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === BOOKS_KEY || event.key === ADDRESS_BOOK_KEY || event.key === null) onChange()
  }
  listeners.add(onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}
