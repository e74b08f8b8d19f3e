/** The JSON-RPC calls an app may send through `rpcCall` (Safe Apps SDK 9 `RPC_CALLS`): spec §7 plus `safe_setSettings`. */
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

/** A call name from {@link RPC_CALLS}. */
export type RpcCallName = keyof typeof RPC_CALLS

/** The rpcCall the wallet answers itself instead of forwarding it: per-session app settings. */
export const SAFE_SET_SETTINGS = RPC_CALLS.safe_setSettings

/** A JSON-RPC call the wallet forwards to its node. */
export type ProxiedRpcCall = Exclude<RpcCallName, typeof SAFE_SET_SETTINGS>

/** The allow-list of JSON-RPC calls forwarded to the wallet's node (spec §7); anything else is refused. */
export const PROXIED_RPC_CALLS: readonly ProxiedRpcCall[] = Object.values(RPC_CALLS).filter(
  (call): call is ProxiedRpcCall => call !== SAFE_SET_SETTINGS,
)
