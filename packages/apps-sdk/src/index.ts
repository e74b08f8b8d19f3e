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
export { type Method, Methods, RestrictedMethods, RPC_CALLS, type RpcCallName } from './methods.js'
export { type RequestArguments, SafeAppProvider } from './provider.js'
export { generateRequestId } from './request-id.js'
export { MAGIC_VALUE, MAGIC_VALUE_BYTES, Safe } from './safe.js'
export { AppsSdk, type AppsSdkOptions } from './sdk.js'
export { Txs } from './txs.js'
export type {
  AddressBookItem,
  BaseTransaction,
  BridgeRequest,
  BridgeResponse,
  ChainInfo,
  EIP712TypedData,
  EnvironmentInfo,
  OffChainSignMessageResponse,
  Permission,
  PermissionRequest,
  SafeBalances,
  SafeInfo,
  SafeSettings,
  SendTransactionsParams,
  SendTransactionsResponse,
  SignMessageResponse,
  TransactionDetails,
  TypedDataDomain,
} from './types.js'
export { isObjectEIP712TypedData } from './types.js'
export { SDK_VERSION } from './version.js'
export { Wallet } from './wallet.js'
