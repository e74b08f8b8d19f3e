/**
 * The bridge: every method an app can send to the wallet (the Safe Apps SDK 9 `Methods` enum, same strings), declared
 * once. `userFacing`: waits for a person (review screen, permission prompt), so it never times out — this includes
 * `wallet_requestPermissions` because the user may take any time to answer. `restricted`: the app may call it only
 * after the user granted the permission of the same name. The SDK's calls (apps-sdk test `method-coverage`) and the
 * host's dispatchers (`Record<Method, …>`) are keyed by this table, so a new entry does not type-check until both exist.
 */
export const BRIDGE_METHODS = {
  sendTransactions: { userFacing: true, restricted: false },
  rpcCall: { userFacing: false, restricted: false },
  getChainInfo: { userFacing: false, restricted: false },
  getSafeInfo: { userFacing: false, restricted: false },
  getTxBySafeTxHash: { userFacing: false, restricted: false },
  getSafeBalances: { userFacing: false, restricted: false },
  signMessage: { userFacing: true, restricted: false },
  signTypedMessage: { userFacing: true, restricted: false },
  getEnvironmentInfo: { userFacing: false, restricted: false },
  getOffChainSignature: { userFacing: false, restricted: false },
  requestAddressBook: { userFacing: false, restricted: true },
  wallet_getPermissions: { userFacing: false, restricted: false },
  wallet_requestPermissions: { userFacing: true, restricted: false },
} as const satisfies Record<string, { userFacing: boolean; restricted: boolean }>

type Table = typeof BRIDGE_METHODS

/** Every method name, as a name → name record (the Safe Apps SDK 9 `Methods` enum). */
export const Methods = Object.fromEntries(Object.keys(BRIDGE_METHODS).map((m) => [m, m])) as {
  readonly [M in keyof Table]: M
}

/** A method name from {@link Methods}. */
export type Method = (typeof Methods)[keyof typeof Methods]

/** The values of {@link Methods} as a list. */
export const METHODS: readonly Method[] = Object.values(Methods)

const methodSet: ReadonlySet<string> = new Set(METHODS)

/** True when `name` is a method of the bridge. */
export function isMethod(name: string): name is Method {
  return methodSet.has(name)
}

/** Methods an app may call only after the user granted the permission of the same name (`restricted` in the table). */
export const RestrictedMethods = Object.fromEntries(
  Object.entries(BRIDGE_METHODS)
    .filter(([, spec]) => spec.restricted)
    .map(([m]) => [m, m]),
) as { readonly [M in keyof Table as Table[M]['restricted'] extends true ? M : never]: M }

/** A method name from {@link RestrictedMethods}. */
export type RestrictedMethod = (typeof RestrictedMethods)[keyof typeof RestrictedMethods]

/** The values of {@link RestrictedMethods} as a list (the capabilities an app may ask for). */
export const RESTRICTED_METHODS: readonly RestrictedMethod[] = Object.values(RestrictedMethods)

/** Methods that wait for a person in the wallet (`userFacing` in the table), so they never time out. */
export const USER_FACING_METHODS: ReadonlySet<string> = new Set<Method>(
  METHODS.filter((m) => BRIDGE_METHODS[m].userFacing),
)
