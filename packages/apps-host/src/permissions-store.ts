import { type Permission, USER_RESTRICTED } from '@concord/apps-contract'
import { createMemoryPermissionStorage, type PermissionStorage } from './permission-storage.js'

/** What the user decided about one capability for one origin. */
export type PermissionDecision = 'granted' | 'denied' | 'undecided'

/** Per-origin EIP-2255 permissions with remembered denials. */
export class PermissionsStore {
  readonly #storage: PermissionStorage
  readonly #now: () => number

  constructor(storage: PermissionStorage = createMemoryPermissionStorage(), now: () => number = Date.now) {
    this.#storage = storage
    this.#now = now
  }

  /** Every permission recorded for `origin`, denials included (as `wallet_getPermissions` answers). */
  list(origin: string): Permission[] {
    return this.#storage.read(origin)
  }

  /** The user's decision about `capability` for `origin`. */
  decision(origin: string, capability: string): PermissionDecision {
    const entry = this.#storage.read(origin).find((p) => p.parentCapability === capability)
    if (!entry) return 'undecided'
    return entry.caveats?.some((c) => c.type === USER_RESTRICTED) ? 'denied' : 'granted'
  }

  /** True when `origin` holds `capability` and the user did not deny it. */
  has(origin: string, capability: string): boolean {
    return this.decision(origin, capability) === 'granted'
  }

  /** Records a grant or a denial of each capability and returns the origin's full list. */
  record(origin: string, capabilities: readonly string[], granted: boolean): Permission[] {
    const caveats = granted ? [] : [{ type: USER_RESTRICTED, value: true }]
    const kept = this.#storage.read(origin).filter((p) => !capabilities.includes(p.parentCapability))
    const added = capabilities.map((parentCapability) => ({
      invoker: origin,
      parentCapability,
      date: this.#now(),
      caveats,
    }))
    const next = [...kept, ...added]
    this.#storage.write(origin, next)
    return next
  }

  /** Forgets every decision for `origin` (the wallet's "reset app permissions"). */
  clear(origin: string): void {
    this.#storage.write(origin, [])
  }
}
