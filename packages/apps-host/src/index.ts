export {
  type AppHost,
  type AppHostOptions,
  createAppHost,
  HOST_PROTOCOL_VERSION,
  type HostMessageEvent,
  type HostWindow,
  type PostTarget,
} from './app-host.js'
export {
  AppsHostError,
  type AppsHostErrorCode,
  InvalidAppUrlError,
  InvalidHostOptionsError,
  ReplyErrors,
} from './errors.js'
export { HOST_METHODS, type HostMethod, PROXIED_RPC_CALLS, type ProxiedRpcCall, RESTRICTED_METHODS } from './methods.js'
export { type NormalizedTransaction, normalizeTransactions } from './normalize-transactions.js'
export {
  createLocalStoragePermissionStorage,
  createMemoryPermissionStorage,
  type KeyValueStorage,
  PERMISSIONS_STORAGE_KEY,
  type PermissionStorage,
} from './permission-storage.js'
export { type PermissionDecision, PermissionsStore, USER_RESTRICTED } from './permissions-store.js'
export { DEFAULT_RATE_LIMIT, type RateLimit, TokenBucket } from './rate-limiter.js'
export { RequestEnvelopeSchema } from './schemas.js'
export type {
  AppHostHandlers,
  DropReason,
  MaybePromise,
  Permission,
  SafeInfo,
  SafeSettings,
  SignResult,
  UserRequest,
} from './types.js'
