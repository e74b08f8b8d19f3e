import type {
  AddressBookItem,
  EnvironmentInfo,
  GetTxBySafeTxHashParams,
  OffChainSignMessageResponse,
  ProxiedRpcCall,
  SafeInfo,
  SafeSettings as SafeSettingsParams,
  SendTransactionsResponse,
} from '@concord/apps-contract'
import type { NormalizedTransaction } from './normalize-transactions.js'

/** A value or a promise of it: handlers answer synchronously when they can (getSafeInfo must). */
export type MaybePromise<T> = T | Promise<T>

/** Per-app session settings: every `safe_setSettings` field, with the session's current value. */
export type SafeSettings = Required<SafeSettingsParams>

/** Result of an approved signing request: on-chain (a Safe tx) or off-chain (fully signed SafeMessage). */
export type SignResult = SendTransactionsResponse | Required<OffChainSignMessageResponse>

type Decision<T> = {
  /** Which app asked, and the request id it used. */
  origin: string
  requestId: string
  /** Replies with `result`; only the first approve or reject counts. */
  approve(result: T): void
  /** Replies with an error (default "Transaction was rejected"); only the first approve or reject counts. */
  reject(message?: string): void
}

/** A request a person must review in the wallet UI. */
export type UserRequest =
  | ({
      kind: 'sendTransactions'
      txs: NormalizedTransaction[]
      safeTxGas?: number
    } & Decision<SendTransactionsResponse>)
  | ({ kind: 'signMessage'; message: string; sdkVersion: string; settings: SafeSettings } & Decision<SignResult>)
  | ({
      kind: 'signTypedMessage'
      typedData: Record<string, unknown>
      sdkVersion: string
      settings: SafeSettings
    } & Decision<SignResult>)
  | ({ kind: 'requestPermissions'; capabilities: string[] } & Decision<undefined>)

/**
 * Answers the wallet provides; a missing optional handler makes that method answer with an error. A handler that
 * returns a promise has until the host's timeout (rpcCall: `timeouts.rpcCallMs`, the others `timeouts.handlerMs`);
 * then the app gets a timeout error and `signal` aborts: pass it to fetch so a dead node or gateway holds no
 * connection open.
 */
export type AppHostHandlers = {
  /** Must answer synchronously from memory: the wagmi safe connector gives up after 10 ms. */
  getSafeInfo(): SafeInfo
  getChainInfo?(signal: AbortSignal): MaybePromise<unknown>
  getSafeBalances?(params: { currency: string }, signal: AbortSignal): MaybePromise<unknown>
  getTxBySafeTxHash?(params: GetTxBySafeTxHashParams, signal: AbortSignal): MaybePromise<unknown>
  /** Defaults to `{ origin: <wallet page origin> }`. */
  getEnvironmentInfo?(signal: AbortSignal): MaybePromise<EnvironmentInfo>
  /** The owners' prepared signature once fully signed; anything empty is sent as ''. */
  getOffChainSignature?(safeMessageHash: string, signal: AbortSignal): MaybePromise<string | null | undefined>
  /** Only called after the user granted `requestAddressBook`. */
  getAddressBook?(signal: AbortSignal): MaybePromise<AddressBookItem[]>
  /** Forwards an allowed JSON-RPC call to the wallet's node and returns the raw result. */
  rpcCall?(call: ProxiedRpcCall, params: unknown[], signal: AbortSignal): MaybePromise<unknown>
}

/**
 * Every handler, none optional: what a full wallet passes (the web does). A method added to the contract's
 * `BRIDGE_METHODS` needs a dispatcher (`Record<Method, …>` in dispatch-request.ts); when that dispatcher calls a new
 * handler of {@link AppHostHandlers}, a wallet typed with this does not compile until it provides it.
 */
export type WalletHandlers = Required<AppHostHandlers>

/** Why a message was not treated as a request. */
export type DropReason = 'source' | 'origin' | 'malformed'
