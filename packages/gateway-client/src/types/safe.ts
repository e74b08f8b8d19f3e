import type { Address, AddressInfo } from './common.js'

/** How the Safe's singleton compares with the chain's recommended version. */
export const ImplementationVersionState = {
  UP_TO_DATE: 'UP_TO_DATE',
  OUTDATED: 'OUTDATED',
  UNKNOWN: 'UNKNOWN',
} as const
/** How the Safe's singleton compares with the chain's recommended version. */
export type ImplementationVersionState = (typeof ImplementationVersionState)[keyof typeof ImplementationVersionState]

/** A Safe's current configuration (`GET /v1/chains/{chainId}/safes/{address}`). */
export type SafeInfo = {
  address: AddressInfo
  chainId: string
  nonce: number
  threshold: number
  owners: AddressInfo[]
  implementation: AddressInfo
  implementationVersionState: ImplementationVersionState
  modules: AddressInfo[] | null
  fallbackHandler: AddressInfo | null
  guard: AddressInfo | null
  version: string | null
  /** Cache-busting tags: unix seconds as strings, null when unknown. */
  collectiblesTag: string | null
  txQueuedTag: string | null
  txHistoryTag: string | null
  messagesTag: string | null
}

/** The Safes an owner address belongs to on one chain. */
export type OwnedSafes = { safes: Address[] }

/** The fiat codes balances can be priced in, e.g. "USD". */
export type FiatCurrencies = string[]

/** A Safe's next nonces: the on-chain one and the one after the queued transactions. */
export type NoncesResponse = {
  currentNonce: number
  recommendedNonce: number
}

/** Nonces plus the estimated safeTxGas for a transaction about to be proposed. */
export type SafeTransactionEstimation = NoncesResponse & { safeTxGas: string }

/** One singleton (master copy) the gateway supports on a chain. */
export type MasterCopy = { address: Address; version: string }

/** Every supported singleton on a chain (`GET /v1/chains/{chainId}/about/master-copies`). */
export type MasterCopyResponse = MasterCopy[]
