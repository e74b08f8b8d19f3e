import type { Method } from './methods.js'

/** Request envelope posted to the wallet (Safe Apps SDK `SDKRequestData`). */
export type BridgeRequest = { id: string; method: Method; params: unknown; env: { sdkVersion: string } }

/** Reply envelope from the wallet: `data` on success, the error text otherwise; `version` is the wallet's SDK version. */
export type BridgeResponse =
  | { id: string; success: true; version: string; data: unknown }
  | { id: string; success: false; version: string; error: string }

/** One transaction an app asks the Safe to make; value is a decimal or hex string in wei. */
export type BaseTransaction = { to: string; value: string; data: string }

/** Arguments of `txs.send`. */
export type SendTransactionsParams = { txs: BaseTransaction[]; params?: { safeTxGas?: number } }

/** The wallet's answer to a transaction request: the Safe transaction hash of the proposal. */
export type SendTransactionsResponse = { safeTxHash: string }

/** Off-chain signing answer: the SafeMessage hash and, once fully signed, the owners' prepared signature. */
export type OffChainSignMessageResponse = { messageHash: string; signature?: string }

/** Answer to signMessage / signTypedMessage: a transaction (on-chain signing) or an off-chain signature. */
export type SignMessageResponse = SendTransactionsResponse | OffChainSignMessageResponse

/** EIP-712 domain as apps pass it; `chainId` may be a BigNumber-like object, as in the Safe Apps SDK. */
export type TypedDataDomain = {
  name?: string
  version?: string
  chainId?: string | number | bigint | { toNumber: () => number }
  verifyingContract?: string
  salt?: string
}

/** EIP-712 typed data as apps pass it to `txs.signTypedMessage`. */
export type EIP712TypedData = {
  domain: TypedDataDomain
  types: Record<string, { name: string; type: string }[]>
  message: Record<string, unknown>
  primaryType?: string
}

/** Safe data the wallet gives to apps (`SafeInfoExtended`). */
export type SafeInfo = {
  safeAddress: string
  chainId: number
  threshold: number
  owners: string[]
  isReadOnly: boolean
  nonce: number
  implementation: string
  modules: string[] | null
  fallbackHandler: string | null
  guard: string | null
  version: string | null
  network?: string
}

/** Chain data the wallet gives to apps. */
export type ChainInfo = {
  chainName: string
  chainId: string
  shortName: string
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string }
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
}

/** The Safe's balances in one fiat currency (gateway shape). */
export type SafeBalances = {
  fiatTotal: string
  items: {
    tokenInfo: { type: string; address: string; decimals?: number; symbol: string; name: string; logoUri: string }
    balance: string
    fiatBalance: string
    fiatConversion: string
  }[]
}

/** Where the wallet runs. */
export type EnvironmentInfo = { origin: string }

/** One address book entry the wallet shares after the user allowed it. */
export type AddressBookItem = { address: string; chainId: string; name: string }

/** EIP-2255 permission as the wallet stores it; a `userRestricted` caveat marks a denial. */
export type Permission = {
  parentCapability: string
  invoker: string
  date?: number
  caveats?: { type: string; value?: unknown; name?: string }[]
}

/** One permission request: capability name → options (always `{}` today). */
export type PermissionRequest = Record<string, Record<string, unknown>>

/** Per-app settings of the wallet session (`safe_setSettings`). */
export type SafeSettings = { offChainSigning?: boolean }

/** Gateway transaction details; only the fields apps commonly read are typed, the rest pass through. */
export type TransactionDetails = {
  safeAddress: string
  txId: string
  txStatus: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'CANCELLED' | 'FAILED' | 'SUCCESS'
  txHash?: string
  executedAt?: number
  [field: string]: unknown
}

/** Type guard: an object with domain, types and message, the minimum the wallet needs to sign typed data. */
export function isObjectEIP712TypedData(value: unknown): value is EIP712TypedData {
  return typeof value === 'object' && value !== null && 'domain' in value && 'types' in value && 'message' in value
}
