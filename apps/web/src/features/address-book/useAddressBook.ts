import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useCurrentSafeOrNull } from '../../services/currentSafe'
import { readBooks, subscribeBooks, writeBooks } from './bookStore'
import { liveNames, withName, withoutName } from './books'

/**
 * The address book of one chain (the current Safe's unless `chainId` is given): its names, a lookup, and the explicit
 * edits (name an address, remove it). Every open tab sees an edit at once.
 */
export function useAddressBook(chainId?: string) {
  const current = useCurrentSafeOrNull()
  const chain = chainId ?? current?.chain.chainId ?? ''
  const books = useSyncExternalStore(subscribeBooks, readBooks)
  const book = useMemo(() => liveNames(books[chain]), [books, chain])
  const lookup = useCallback((address: string) => book[address] ?? lookupChecksummed(book, address), [book])
  const setName = useCallback(
    (address: string, name: string) => writeBooks(withName(readBooks(), chain, address, name, Date.now())),
    [chain],
  )
  const remove = useCallback(
    (address: string) => writeBooks(withoutName(readBooks(), chain, address, Date.now())),
    [chain],
  )
  return { chainId: chain, book, lookup, setName, remove }
}

function lookupChecksummed(book: Record<string, string>, address: string): string | undefined {
  const lower = address.toLowerCase()
  for (const [known, name] of Object.entries(book)) if (known.toLowerCase() === lower) return name
  return undefined
}
