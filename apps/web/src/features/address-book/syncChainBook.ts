import type { AddressBookEntry, GatewayClient } from '@concord/gateway-client'
import { readBooks, writeBooks } from './bookStore'
import { type ChainBook, mergeChainBook } from './books'

/** The gateway calls the sync needs. */
export type SyncClient = Pick<GatewayClient, 'getAddressBook' | 'mergeAddressBook'>

// The gateway takes at most this many entries per write (ADDRESS_BOOK_LIMITS.entriesPerWrite).
const ENTRIES_PER_WRITE = 100

function chainBookOf(entries: readonly AddressBookEntry[]): ChainBook {
  return Object.fromEntries(entries.map(({ address, ...entry }) => [address, entry]))
}

/** This browser's entries of `chainId` edited after the server's copy of them (or unknown to it). */
function newerThan(server: ChainBook, chainId: string) {
  return Object.entries(readBooks()[chainId] ?? {})
    .filter(([address, entry]) => (server[address]?.updatedAt ?? -1) < entry.updatedAt)
    .map(([address, entry]) => ({ address, ...entry }))
}

/**
 * One round of sync of `account`'s book on `chainId`: reads the server's copy unless `known` (the copy of the last
 * round), sends what this browser edited later, and merges the server's answer into the local book (later edit wins
 * per entry). Returns the server's copy for the next round.
 */
export async function syncChainBook(
  client: SyncClient,
  account: string,
  chainId: string,
  known: ChainBook | undefined,
): Promise<ChainBook> {
  let server = known ?? chainBookOf((await client.getAddressBook(account, chainId)).entries)
  const pending = newerThan(server, chainId)
  for (let start = 0; start < pending.length; start += ENTRIES_PER_WRITE) {
    const entries = pending.slice(start, start + ENTRIES_PER_WRITE)
    server = chainBookOf((await client.mergeAddressBook(account, chainId, { entries })).entries)
  }
  const books = readBooks()
  const merged = mergeChainBook(books[chainId], server)
  if (JSON.stringify(merged) !== JSON.stringify(books[chainId] ?? {})) writeBooks({ ...books, [chainId]: merged })
  return server
}
