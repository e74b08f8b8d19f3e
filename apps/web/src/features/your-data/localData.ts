import { z } from 'zod'

/** Concord's own data file: every kept setting of this browser, as stored (localStorage text by key). */
export const ConcordDataFile = z.object({
  format: z.literal('concord-local-data'),
  version: z.literal(1),
  exportedAt: z.string(),
  data: z.record(z.string().startsWith('concord.'), z.string()),
})
export type ConcordDataFile = z.output<typeof ConcordDataFile>

// Caches and the wallet connection are this browser's own state, not the user's data: a fresh profile rebuilds them.
const NOT_EXPORTED = [/^concord\.queryCache/, /^concord\.wagmi/, /^concord\.devWallet/]

/** Whether a storage key is the user's data (added Safes, names, address book, custom apps, settings). */
export const isUserDataKey = (key: string) => key.startsWith('concord.') && !NOT_EXPORTED.some((re) => re.test(key))

/** This browser's data as one file's content. */
export function collectLocalData(storage: Storage, now = new Date()): ConcordDataFile {
  const data: Record<string, string> = {}
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    const value = key === null ? null : storage.getItem(key)
    if (key !== null && value !== null && isUserDataKey(key)) data[key] = value
  }
  return { format: 'concord-local-data', version: 1, exportedAt: now.toISOString(), data }
}
