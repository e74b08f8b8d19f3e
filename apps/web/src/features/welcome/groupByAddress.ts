import { parseSafeParam } from '../../services/safePath'

/** One address listed on several chains: its `shortName:address` entries, in list order. */
export type MultiChainEntries = { address: string; entries: { entry: string; shortName: string }[] }

/**
 * Splits `shortName:address` entries into the addresses listed on one chain only (kept as they are) and those listed
 * on several (one account each, in the order of their first entry); invalid entries stay with the singles.
 */
export function groupByAddress(entries: readonly string[]): { singles: string[]; accounts: MultiChainEntries[] } {
  const byAddress = new Map<string, MultiChainEntries>()
  for (const entry of entries) {
    const parsed = parseSafeParam(entry)
    if (!parsed.ok) continue
    const group = byAddress.get(parsed.address) ?? { address: parsed.address, entries: [] }
    if (!group.entries.some((e) => e.shortName === parsed.shortName)) {
      group.entries.push({ entry, shortName: parsed.shortName })
    }
    byAddress.set(parsed.address, group)
  }
  const accounts = [...byAddress.values()].filter((group) => group.entries.length > 1)
  const multi = new Set(accounts.map((group) => group.address))
  const singles = entries.filter((entry) => {
    const parsed = parseSafeParam(entry)
    return !(parsed.ok && multi.has(parsed.address))
  })
  return { singles, accounts }
}
