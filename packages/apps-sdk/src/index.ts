// The bridge's wire contract (method names, RPC calls, payload types) lives in @concord/apps-contract; apps get it
// from here, under the names the SDK has always exported.
export {
  type AddressBookItem,
  type BaseTransaction,
  type BridgeRequest,
  type BridgeResponse,
  type ChainInfo,
  type EIP712TypedData,
  type EnvironmentInfo,
  isObjectEIP712TypedData,
  type Method,
  Methods,
  type OffChainSignMessageResponse,
  type Permission,
  type PermissionRequest,
  PROTOCOL_VERSION as SDK_VERSION,
  RestrictedMethods,
  RPC_CALLS,
  type RpcCallName,
  type SafeBalances,
  type SafeInfo,
  type SafeSettings,
  type SendTransactionsParams,
  type SendTransactionsResponse,
  type SignMessageResponse,
  type TransactionDetails,
  type TypedDataDomain,
} from '@concord/apps-contract'
export {
  Communicator,
  type CommunicatorOptions,
  DEFAULT_TIMEOUT_MS,
  type FrameWindow,
  type IncomingMessage,
} from './communicator.js'
export {
  AppsSdkError,
  type AppsSdkErrorCode,
  HostError,
  InvalidArgumentError,
  NoParentWindowError,
  PERMISSIONS_REQUEST_REJECTED,
  PermissionsError,
  ProviderRpcError,
  RequestTimeoutError,
} from './errors.js'
export { Eth } from './eth.js'
export { calculateMessageHash, calculateTypedMessageHash } from './message-hash.js'
export { type RequestArguments, SafeAppProvider } from './provider.js'
export { generateRequestId } from './request-id.js'
export { MAGIC_VALUE, MAGIC_VALUE_BYTES, Safe } from './safe.js'
export { AppsSdk, type AppsSdkOptions } from './sdk.js'
export { Txs } from './txs.js'
export { Wallet } from './wallet.js'
