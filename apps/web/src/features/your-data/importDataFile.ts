import type { ChainInfo } from '@concord/gateway-client'
import { safeParam } from '../../services/safePath'
import { BOOKS_KEY, booksOf, importBooks } from '../address-book'
import { type ConcordDataFile, isUserDataKey } from './localData'
import {
  type AddedSafe,
  addedSafesFromSafeWallet,
  booksFromSafeWallet,
  type SafeWalletDataFile,
} from './safeWalletData'

const WATCHLIST_KEY = 'concord.watchlist'

/** What an import brought, to say in words. */
export type ImportSummary = { names: number; safes: number; settings: number; skippedSafes: number }

function readWatchlist(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(WATCHLIST_KEY) ?? '[]')
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/** Adds `entries` (`shortName:address`) to the watchlist once each; how many were new. */
function addToWatchlist(storage: Storage, entries: readonly string[]): number {
  const list = readWatchlist(storage)
  const known = new Set(list.map((entry) => entry.toLowerCase()))
  const fresh = entries.filter((entry) => !known.has(entry.toLowerCase()) && known.add(entry.toLowerCase()))
  storage.setItem(WATCHLIST_KEY, JSON.stringify([...list, ...fresh]))
  return fresh.length
}

/** Concord's own file: the address book is merged, the watchlist joined, every other setting taken from the file. */
export function importConcordData(storage: Storage, file: ConcordDataFile): ImportSummary {
  const summary: ImportSummary = { names: 0, safes: 0, settings: 0, skippedSafes: 0 }
  for (const [key, value] of Object.entries(file.data)) {
    if (!isUserDataKey(key)) continue
    if (key === BOOKS_KEY) {
      const books = booksOf(JSON.parse(value))
      if (books) summary.names = importBooks(books)
    } else if (key === WATCHLIST_KEY) {
      const entries: unknown = JSON.parse(value)
      if (Array.isArray(entries))
        summary.safes = addToWatchlist(
          storage,
          entries.filter((e) => typeof e === 'string'),
        )
    } else {
      storage.setItem(key, value)
      summary.settings++
    }
  }
  return summary
}

/** Safe{Wallet}'s export: its address book merged, its added Safes on this gateway's chains put on the watchlist. */
export function importSafeWalletData(
  storage: Storage,
  file: SafeWalletDataFile,
  chains: readonly ChainInfo[],
): ImportSummary {
  const names = importBooks(booksFromSafeWallet(file, Date.now()))
  const added = addedSafesFromSafeWallet(file)
  const served = (safe: AddedSafe) => chains.find((chain) => chain.chainId === safe.chainId)
  const entries = added.flatMap((safe) => {
    const chain = served(safe)
    return chain ? [safeParam(chain.shortName, safe.address)] : []
  })
  const safes = addToWatchlist(storage, entries)
  return { names, safes, settings: 0, skippedSafes: added.length - entries.length }
}
