// The bridge's wire contract lives in @concord/apps-contract; wallets get it from here, under the names the host
// has always exported.
export {
  METHODS as HOST_METHODS,
  type Method as HostMethod,
  type Permission,
  PROTOCOL_VERSION as HOST_PROTOCOL_VERSION,
  PROXIED_RPC_CALLS,
  type ProxiedRpcCall,
  RESTRICTED_METHODS,
  type SafeInfo,
  USER_RESTRICTED,
} from '@concord/apps-contract'
export {
  type AppHost,
  type AppHostOptions,
  createAppHost,
  type HostMessageEvent,
  type HostWindow,
  type PostTarget,
} from './app-host.js'
export {
  AppsHostError,
  type AppsHostErrorCode,
  HandlerTimeoutError,
  InvalidAppUrlError,
  InvalidHostOptionsError,
  ReplyErrors,
} from './errors.js'
export { DEFAULT_TIMEOUTS, type HostTimeouts } from './host-timeouts.js'
export { type NormalizedTransaction, normalizeTransactions } from './normalize-transactions.js'
export { DEFAULT_MAX_PENDING_USER_REQUESTS, PendingLimit } from './pending-limit.js'
export {
  createLocalStoragePermissionStorage,
  createMemoryPermissionStorage,
  type KeyValueStorage,
  PERMISSIONS_STORAGE_KEY,
  type PermissionStorage,
} from './permission-storage.js'
export { type PermissionDecision, PermissionsStore } from './permissions-store.js'
export { DEFAULT_RATE_LIMIT, type RateLimit, TokenBucket } from './rate-limiter.js'
export { RequestEnvelopeSchema } from './schemas.js'
export type {
  AppHostHandlers,
  DropReason,
  MaybePromise,
  SafeSettings,
  SignResult,
  UserRequest,
  WalletHandlers,
} from './types.js'
