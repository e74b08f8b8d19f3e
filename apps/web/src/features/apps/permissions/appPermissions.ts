import {
  createLocalStoragePermissionStorage,
  PERMISSIONS_STORAGE_KEY,
  type Permission,
  PermissionsStore,
} from '@concord/apps-host'
import { z } from 'zod'

/** Where the bridge's permissions live (per app origin): shared by every open app and Settings → Apps. */
export const permissionStorage = createLocalStoragePermissionStorage()

/** The permissions apps hold, as the bridge reads and records them. */
export const appPermissions = new PermissionsStore(permissionStorage)

const StoredOriginsSchema = z.record(z.string(), z.array(z.object({ parentCapability: z.string() }).loose()))

/** Every app origin with at least one recorded permission decision, and its permissions. */
export function permissionsByOrigin(): { origin: string; permissions: Permission[] }[] {
  let raw: unknown
  try {
    raw = JSON.parse(localStorage.getItem(PERMISSIONS_STORAGE_KEY) ?? '{}')
  } catch {
    return []
  }
  const parsed = StoredOriginsSchema.safeParse(raw)
  if (!parsed.success) return []
  return Object.keys(parsed.data)
    .map((origin) => ({ origin, permissions: permissionStorage.read(origin) }))
    .filter((entry) => entry.permissions.length > 0)
}

/** Forgets one capability of one origin: the app is asked again the next time it needs it. */
export function revokePermission(origin: string, capability: string): void {
  permissionStorage.write(
    origin,
    permissionStorage.read(origin).filter((p) => p.parentCapability !== capability),
  )
}
