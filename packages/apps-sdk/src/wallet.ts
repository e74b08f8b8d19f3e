import {
  Methods,
  type Permission,
  type PermissionRequest,
  RESTRICTED_METHODS,
  USER_RESTRICTED,
} from '@concord/apps-contract'
import type { Communicator } from './communicator.js'
import { PermissionsError } from './errors.js'

const restricted: ReadonlySet<string> = new Set(RESTRICTED_METHODS)

/** EIP-2255 permissions the user granted (or denied) to this app. */
export class Wallet {
  readonly #communicator: Communicator

  constructor(communicator: Communicator) {
    this.#communicator = communicator
  }

  /** Lists this app's stored permissions, denials included (they carry a `userRestricted` caveat). */
  async getPermissions(): Promise<Permission[]> {
    return this.#communicator.send(Methods.wallet_getPermissions, undefined)
  }

  /** Asks the user for permissions; only restricted methods (today: requestAddressBook) can be requested. */
  async requestPermissions(permissions: PermissionRequest[]): Promise<Permission[]> {
    if (!isPermissionRequestValid(permissions)) throw new PermissionsError('Permissions request is invalid')
    try {
      return await this.#communicator.send<Permission[]>(Methods.wallet_requestPermissions, permissions)
    } catch (error) {
      // Apps compare against this one text whatever the wallet said, as with the Safe Apps SDK.
      throw new PermissionsError('Permissions rejected', error)
    }
  }
}

/** True when `permissions` is a list of objects whose every key is a restricted method. */
function isPermissionRequestValid(permissions: unknown): boolean {
  return (
    Array.isArray(permissions) &&
    permissions.every(
      (request) =>
        typeof request === 'object' && request !== null && Object.keys(request).every((key) => restricted.has(key)),
    )
  )
}

/** True when `permissions` grants `capability` without a user restriction. */
export function isPermissionGranted(permissions: Permission[], capability: string): boolean {
  return permissions.some(
    (p) => p.parentCapability === capability && !p.caveats?.some((caveat) => caveat.type === USER_RESTRICTED),
  )
}
