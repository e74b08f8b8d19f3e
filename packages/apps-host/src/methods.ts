/** Every request method the host understands (Safe Apps SDK 9 `Methods`). */
export const HOST_METHODS = [
  'sendTransactions',
  'rpcCall',
  'getChainInfo',
  'getSafeInfo',
  'getTxBySafeTxHash',
  'getSafeBalances',
  'signMessage',
  'signTypedMessage',
  'getEnvironmentInfo',
  'getOffChainSignature',
  'requestAddressBook',
  'wallet_getPermissions',
  'wallet_requestPermissions',
] as const

/** A method name from {@link HOST_METHODS}. */
export type HostMethod = (typeof HOST_METHODS)[number]

/** JSON-RPC calls forwarded to the wallet's node (spec §7); anything else is refused. */
export const PROXIED_RPC_CALLS = [
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
] as const

/** A JSON-RPC call name from {@link PROXIED_RPC_CALLS}. */
export type ProxiedRpcCall = (typeof PROXIED_RPC_CALLS)[number]

/** The rpcCall the host answers itself: per-session app settings. */
export const SAFE_SET_SETTINGS = 'safe_setSettings'

/** Capabilities an app must be granted before calling the method of the same name. */
export const RESTRICTED_METHODS = ['requestAddressBook'] as const
