import { parseSafeParam } from '../../services/safePath'

/** Adds a `shortName:address` entry once (compared without letter case); invalid entries are refused. */
export function addToWatchlist(list: string[], entry: string): string[] {
  const parsed = parseSafeParam(entry)
  if (!parsed.ok) return list
  const normalised = `${parsed.shortName}:${parsed.address}`
  return list.some((e) => e.toLowerCase() === normalised.toLowerCase()) ? list : [...list, normalised]
}

/** Removes an entry (without letter case). */
export function removeFromWatchlist(list: string[], entry: string): string[] {
  return list.filter((e) => e.toLowerCase() !== entry.toLowerCase())
}
