import { z } from 'zod'

/** Where the first-open notices the user has read are kept: app key → the browser features that notice offered. */
const KEY = 'concord.apps.noticeRead'

// The first version kept only the keys; a key from then counts as a notice that offered no feature.
const Stored = z.union([
  z.array(z.string()).transform((keys) => Object.fromEntries(keys.map((key) => [key, [] as string[]]))),
  z.record(z.string(), z.array(z.string())),
])

function readAll(): Record<string, string[]> {
  try {
    const parsed = Stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/**
 * The browser features the app at `key` asks for that its last notice did not offer; null when the user never read
 * its notice. A non-empty list means the notice is shown again: the app wants something new.
 */
export function featuresNotOffered(key: string, features: readonly string[]): string[] | null {
  const offered = readAll()[key]
  return offered ? features.filter((feature) => !offered.includes(feature)) : null
}

/** Records that the user read the notice of the app at `key`, which offered `features`. */
export function markNoticeRead(key: string, features: readonly string[]): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [key]: [...features] }))
}

/** The apps whose notice the user read, so opened trusting them (Settings → Apps), by key. */
export function noticesRead(): string[] {
  return Object.keys(readAll()).sort()
}

/** Forgets that the user read the notice of the app at `key`: it is shown again, and asked for, on the next open. */
export function forgetNotice(key: string): void {
  const { [key]: _forgotten, ...rest } = readAll()
  localStorage.setItem(KEY, JSON.stringify(rest))
}
