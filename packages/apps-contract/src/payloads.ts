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

/** Gateway transaction details; only the fields apps commonly read are typed, the rest pass through. */
export type TransactionDetails = {
  safeAddress: string
  txId: string
  txStatus: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'CANCELLED' | 'FAILED' | 'SUCCESS'
  txHash?: string
  executedAt?: number
  [field: string]: unknown
}

/** Where the wallet runs. */
export type EnvironmentInfo = { origin: string }

/** One address book entry the wallet shares after the user allowed it. */
export type AddressBookItem = { address: string; chainId: string; name: string }

/** The wallet's answer to a transaction request: the Safe transaction hash of the proposal. */
export type SendTransactionsResponse = { safeTxHash: string }

/** Off-chain signing answer: the SafeMessage hash and, once fully signed, the owners' prepared signature. */
export type OffChainSignMessageResponse = { messageHash: string; signature?: string }

/** Answer to signMessage / signTypedMessage: a transaction (on-chain signing) or an off-chain signature. */
export type SignMessageResponse = SendTransactionsResponse | OffChainSignMessageResponse

/** Per-app settings of the wallet session (`safe_setSettings` params and answer). */
export type SafeSettings = { offChainSigning?: boolean }
