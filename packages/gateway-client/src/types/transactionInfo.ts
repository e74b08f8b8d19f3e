import type { Address, AddressInfo } from './common.js'
import type { DataDecoded } from './decodedData.js'

/** Direction of a transfer as seen from the Safe. */
export const TransferDirection = {
  INCOMING: 'INCOMING',
  OUTGOING: 'OUTGOING',
  UNKNOWN: 'UNKNOWN',
} as const
/** Direction of a transfer as seen from the Safe. */
export type TransferDirection = (typeof TransferDirection)[keyof typeof TransferDirection]

/** Token standards in transaction transfers (native coin instead of native token). */
export const TransactionTokenType = {
  ERC20: 'ERC20',
  ERC721: 'ERC721',
  NATIVE_COIN: 'NATIVE_COIN',
} as const
/** Token standards in transaction transfers. */
export type TransactionTokenType = (typeof TransactionTokenType)[keyof typeof TransactionTokenType]

/** The ten kinds of Safe settings change. */
export const SettingsInfoType = {
  SET_FALLBACK_HANDLER: 'SET_FALLBACK_HANDLER',
  ADD_OWNER: 'ADD_OWNER',
  REMOVE_OWNER: 'REMOVE_OWNER',
  SWAP_OWNER: 'SWAP_OWNER',
  CHANGE_THRESHOLD: 'CHANGE_THRESHOLD',
  CHANGE_IMPLEMENTATION: 'CHANGE_IMPLEMENTATION',
  ENABLE_MODULE: 'ENABLE_MODULE',
  DISABLE_MODULE: 'DISABLE_MODULE',
  SET_GUARD: 'SET_GUARD',
  DELETE_GUARD: 'DELETE_GUARD',
} as const
/** The ten kinds of Safe settings change. */
export type SettingsInfoType = (typeof SettingsInfoType)[keyof typeof SettingsInfoType]

/** What a transaction does, at the coarsest level. */
export const TransactionInfoType = {
  TRANSFER: 'Transfer',
  SETTINGS_CHANGE: 'SettingsChange',
  CUSTOM: 'Custom',
  CREATION: 'Creation',
} as const
/** What a transaction does, at the coarsest level. */
export type TransactionInfoType = (typeof TransactionInfoType)[keyof typeof TransactionInfoType]

/** An ERC-20 amount moved. */
export type Erc20Transfer = {
  type: 'ERC20'
  tokenAddress: Address
  value: string
  tokenName: string | null
  tokenSymbol: string | null
  logoUri: string | null
  decimals: number | null
  trusted: boolean | null
  /** True when the transfer looks like address poisoning. */
  imitation: boolean
}

/** An ERC-721 token moved. */
export type Erc721Transfer = {
  type: 'ERC721'
  tokenAddress: Address
  tokenId: string
  tokenName: string | null
  tokenSymbol: string | null
  logoUri: string | null
  trusted: boolean | null
}

/** Native coin moved. */
export type NativeCoinTransfer = { type: 'NATIVE_COIN'; value: string | null }

/** What a transfer moved. */
export type TransferInfo = Erc20Transfer | Erc721Transfer | NativeCoinTransfer

/** A transfer of tokens or native coin. */
export type Transfer = {
  type: 'Transfer'
  sender: AddressInfo
  recipient: AddressInfo
  direction: TransferDirection
  transferInfo: TransferInfo
  humanDescription: string | null
}

/** setFallbackHandler. */
export type SetFallbackHandler = { type: 'SET_FALLBACK_HANDLER'; handler: AddressInfo }
/** addOwnerWithThreshold. */
export type AddOwner = { type: 'ADD_OWNER'; owner: AddressInfo; threshold: number }
/** removeOwner. */
export type RemoveOwner = { type: 'REMOVE_OWNER'; owner: AddressInfo; threshold: number }
/** swapOwner. */
export type SwapOwner = { type: 'SWAP_OWNER'; oldOwner: AddressInfo; newOwner: AddressInfo }
/** changeThreshold. */
export type ChangeThreshold = { type: 'CHANGE_THRESHOLD'; threshold: number }
/** changeMasterCopy (singleton upgrade). */
export type ChangeImplementation = { type: 'CHANGE_IMPLEMENTATION'; implementation: AddressInfo }
/** enableModule. */
export type EnableModule = { type: 'ENABLE_MODULE'; module: AddressInfo }
/** disableModule. */
export type DisableModule = { type: 'DISABLE_MODULE'; module: AddressInfo }
/** setGuard with a guard. */
export type SetGuard = { type: 'SET_GUARD'; guard: AddressInfo }
/** setGuard(0x0). */
export type DeleteGuard = { type: 'DELETE_GUARD' }
/** The decoded meaning of a settings change. */
export type SettingsInfo =
  | SetFallbackHandler
  | AddOwner
  | RemoveOwner
  | SwapOwner
  | ChangeThreshold
  | ChangeImplementation
  | EnableModule
  | DisableModule
  | SetGuard
  | DeleteGuard

/** A call from the Safe to itself that changes its settings. */
export type SettingsChange = {
  type: 'SettingsChange'
  dataDecoded: DataDecoded
  settingsInfo: SettingsInfo | null
  humanDescription: string | null
}

/** Any other contract interaction, including rejections (isCancellation) and MultiSend batches. */
export type Custom = {
  type: 'Custom'
  to: AddressInfo
  dataSize: string
  value: string | null
  methodName: string | null
  /** Number of calls in a MultiSend batch. */
  actionCount?: number | null
  isCancellation: boolean
  humanDescription: string | null
}

/** A MultiSend batch. */
export type MultiSend = Custom & { methodName: 'multiSend'; actionCount: number }

/** A rejection: an empty call from the Safe to itself that uses up a nonce. */
export type Cancellation = Custom & { isCancellation: true }

/** The Safe's deployment. */
export type Creation = {
  type: 'Creation'
  creator: AddressInfo
  transactionHash: string
  implementation: AddressInfo | null
  factory: AddressInfo | null
  saltNonce?: string | null
  humanDescription: string | null
}

/** What a transaction does. */
export type TransactionInfo = Transfer | SettingsChange | Custom | Creation
