/** Caveat type that marks a permission the user denied (Safe{Wallet} stores denials the same way). */
export const USER_RESTRICTED = 'userRestricted'

/** EIP-2255 permission as the wallet stores it and sends it to apps; a `userRestricted` caveat marks a denial. */
export type Permission = {
  parentCapability: string
  invoker: string
  date?: number
  caveats?: { type: string; value?: unknown; name?: string }[]
}

/** One `wallet_requestPermissions` entry: capability name → options (always `{}` today). */
export type PermissionRequest = Record<string, Record<string, unknown>>
