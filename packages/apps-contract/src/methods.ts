/** Every method an app can send to the wallet (the Safe Apps SDK 9 `Methods` enum, same strings). */
export const Methods = {
  sendTransactions: 'sendTransactions',
  rpcCall: 'rpcCall',
  getChainInfo: 'getChainInfo',
  getSafeInfo: 'getSafeInfo',
  getTxBySafeTxHash: 'getTxBySafeTxHash',
  getSafeBalances: 'getSafeBalances',
  signMessage: 'signMessage',
  signTypedMessage: 'signTypedMessage',
  getEnvironmentInfo: 'getEnvironmentInfo',
  getOffChainSignature: 'getOffChainSignature',
  requestAddressBook: 'requestAddressBook',
  wallet_getPermissions: 'wallet_getPermissions',
  wallet_requestPermissions: 'wallet_requestPermissions',
} as const

/** A method name from {@link Methods}. */
export type Method = (typeof Methods)[keyof typeof Methods]

/** The values of {@link Methods} as a list. */
export const METHODS: readonly Method[] = Object.values(Methods)

const methodSet: ReadonlySet<string> = new Set(METHODS)

/** True when `name` is a method of the bridge. */
export function isMethod(name: string): name is Method {
  return methodSet.has(name)
}

/** Methods an app may call only after the user granted the permission of the same name. */
export const RestrictedMethods = { requestAddressBook: Methods.requestAddressBook } as const

/** A method name from {@link RestrictedMethods}. */
export type RestrictedMethod = (typeof RestrictedMethods)[keyof typeof RestrictedMethods]

/** The values of {@link RestrictedMethods} as a list (the capabilities an app may ask for). */
export const RESTRICTED_METHODS: readonly RestrictedMethod[] = Object.values(RestrictedMethods)

/**
 * Methods that wait for a person in the wallet (review screen, permission prompt), so they never time out.
 * `wallet_requestPermissions` is included because the user may take any time to answer the prompt.
 */
export const USER_FACING_METHODS: ReadonlySet<string> = new Set<Method>([
  Methods.sendTransactions,
  Methods.signMessage,
  Methods.signTypedMessage,
  Methods.wallet_requestPermissions,
])
