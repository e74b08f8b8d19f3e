export { type BridgeRequest, type BridgeResponse, PROTOCOL_VERSION } from './envelopes.js'
export {
  BRIDGE_METHODS,
  isMethod,
  METHODS,
  type Method,
  Methods,
  RESTRICTED_METHODS,
  type RestrictedMethod,
  RestrictedMethods,
  USER_FACING_METHODS,
} from './methods.js'
export type {
  BaseTransaction,
  GetBalanceParams,
  GetTxBySafeTxHashParams,
  RpcCallParams,
  SendTransactionsParams,
  SignMessageParams,
  SignTypedMessageParams,
} from './params.js'
export type {
  AddressBookItem,
  ChainInfo,
  EnvironmentInfo,
  OffChainSignMessageResponse,
  SafeBalances,
  SafeInfo,
  SafeSettings,
  SendTransactionsResponse,
  SignMessageResponse,
  TransactionDetails,
} from './payloads.js'
export { type Permission, type PermissionRequest, USER_RESTRICTED } from './permissions.js'
export {
  PROXIED_RPC_CALLS,
  type ProxiedRpcCall,
  RPC_CALLS,
  type RpcCallName,
  SAFE_SET_SETTINGS,
} from './rpc-calls.js'
export { type EIP712TypedData, isObjectEIP712TypedData, type TypedDataDomain } from './typed-data.js'
