import type { Permission } from '@concord/apps-contract'
import { StoredPermissionsSchema } from './schemas.js'

/** Where permissions live between sessions; swap it for a server-backed store or a test double. */
export type PermissionStorage = {
  /** All permissions recorded for one app origin. */
  read(origin: string): Permission[]
  /** Replaces the permissions of one app origin. */
  write(origin: string, permissions: Permission[]): void
}

/** The part of the Web Storage API we use (window.localStorage satisfies it). */
export type KeyValueStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** Keeps permissions in memory only: they are forgotten when the page goes away. */
export function createMemoryPermissionStorage(): PermissionStorage {
  const byOrigin = new Map<string, Permission[]>()
  return {
    read: (origin) => structuredClone(byOrigin.get(origin) ?? []),
    write: (origin, permissions) => void byOrigin.set(origin, structuredClone(permissions)),
  }
}

/** Default localStorage key; one JSON object `{ [origin]: Permission[] }` like Safe{Wallet}'s store. */
export const PERMISSIONS_STORAGE_KEY = 'concord.apps.permissions'

/** Persists permissions in localStorage (or any KeyValueStorage); unreadable data counts as "nothing stored". */
export function createLocalStoragePermissionStorage(
  storage: KeyValueStorage = (globalThis as unknown as { localStorage: KeyValueStorage }).localStorage,
  key: string = PERMISSIONS_STORAGE_KEY,
): PermissionStorage {
  const readAll = (): Record<string, Permission[]> => {
    const raw = storage.getItem(key)
    if (raw === null) return {}
    try {
      // Anything in localStorage may have been edited by hand or by another version: parse, never trust.
      const parsed = StoredPermissionsSchema.safeParse(JSON.parse(raw))
      return parsed.success ? parsed.data : {}
    } catch {
      return {}
    }
  }
  return {
    read: (origin) => readAll()[origin] ?? [],
    write: (origin, permissions) => storage.setItem(key, JSON.stringify({ ...readAll(), [origin]: permissions })),
  }
}
