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

/** Methods an app may call only after the user granted the permission of the same name. */
export const RestrictedMethods = { requestAddressBook: 'requestAddressBook' } as const

/** The JSON-RPC calls the wallet proxies for apps (spec §7), plus the local `safe_setSettings`. */
export const RPC_CALLS = {
  eth_call: 'eth_call',
  eth_gasPrice: 'eth_gasPrice',
  eth_getLogs: 'eth_getLogs',
  eth_getBalance: 'eth_getBalance',
  eth_getCode: 'eth_getCode',
  eth_getBlockByHash: 'eth_getBlockByHash',
  eth_getBlockByNumber: 'eth_getBlockByNumber',
  eth_getStorageAt: 'eth_getStorageAt',
  eth_getTransactionByHash: 'eth_getTransactionByHash',
  eth_getTransactionReceipt: 'eth_getTransactionReceipt',
  eth_getTransactionCount: 'eth_getTransactionCount',
  eth_estimateGas: 'eth_estimateGas',
  safe_setSettings: 'safe_setSettings',
} as const

/** A proxied JSON-RPC call name from {@link RPC_CALLS}. */
export type RpcCallName = keyof typeof RPC_CALLS

/**
 * Methods that wait for a person in the wallet (review screen, permission prompt), so they never time out.
 * `wallet_requestPermissions` is included because the user may take any time to answer the prompt.
 */
export const USER_FACING_METHODS: ReadonlySet<string> = new Set([
  Methods.sendTransactions,
  Methods.signMessage,
  Methods.signTypedMessage,
  Methods.wallet_requestPermissions,
])
