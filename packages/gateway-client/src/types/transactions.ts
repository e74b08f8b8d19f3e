import type { Address, AddressInfo, Hex, Operation, Page, TokenInfo } from './common.js'
import type { DataDecoded } from './decodedData.js'

/** Where a transaction is in its life. */
export const TransactionStatus = {
  AWAITING_CONFIRMATIONS: 'AWAITING_CONFIRMATIONS',
  AWAITING_EXECUTION: 'AWAITING_EXECUTION',
  CANCELLED: 'CANCELLED',
  FAILED: 'FAILED',
  SUCCESS: 'SUCCESS',
} as const
/** Where a transaction is in its life. */
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus]

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

/** How a queued transaction relates to others with the same nonce. */
export const ConflictType = {
  NONE: 'None',
  HAS_NEXT: 'HasNext',
  END: 'End',
} as const
/** How a queued transaction relates to others with the same nonce. */
export type ConflictType = (typeof ConflictType)[keyof typeof ConflictType]

/** Kinds of item in the queue and history lists. */
export const TransactionListItemType = {
  TRANSACTION: 'TRANSACTION',
  LABEL: 'LABEL',
  CONFLICT_HEADER: 'CONFLICT_HEADER',
  DATE_LABEL: 'DATE_LABEL',
} as const
/** Kinds of item in the queue and history lists. */
export type TransactionListItemType = (typeof TransactionListItemType)[keyof typeof TransactionListItemType]

/** Whether a transaction runs through the owners' signatures or a module. */
export const DetailedExecutionInfoType = {
  MULTISIG: 'MULTISIG',
  MODULE: 'MODULE',
} as const
/** Whether a transaction runs through the owners' signatures or a module. */
export type DetailedExecutionInfoType = (typeof DetailedExecutionInfoType)[keyof typeof DetailedExecutionInfoType]

/** Queue section labels. */
export const LabelValue = {
  Queued: 'Queued',
  Next: 'Next',
} as const
/** Queue section labels. */
export type LabelValue = (typeof LabelValue)[keyof typeof LabelValue]

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

/** Signature progress of a multisig transaction in a list. */
export type MultisigExecutionInfo = {
  type: 'MULTISIG'
  nonce: number
  confirmationsRequired: number
  confirmationsSubmitted: number
  /** Owners who have not signed yet; only while awaiting confirmations. */
  missingSigners: AddressInfo[] | null
}

/** The module that executed a module transaction. */
export type ModuleExecutionInfo = { type: 'MODULE'; address: AddressInfo }

/** How a transaction in a list is executed. */
export type ExecutionInfo = MultisigExecutionInfo | ModuleExecutionInfo

/** The Safe App that proposed a transaction. */
export type SafeAppInfo = { name: string; url: string; logoUri: string | null }

/** A transaction as shown in lists. */
export type TransactionSummary = {
  id: string
  txHash: Hex | null
  /** Milliseconds since the epoch. */
  timestamp: number
  txStatus: TransactionStatus
  txInfo: TransactionInfo
  executionInfo: ExecutionInfo | null
  safeAppInfo: SafeAppInfo | null
  /** The proposer's note, from the origin JSON. */
  note?: string | null
}

/** A transaction item of a list. */
export type Transaction = {
  type: 'TRANSACTION'
  transaction: TransactionSummary
  conflictType: ConflictType
}

/** History: the day the following items happened (ms). */
export type DateLabel = { type: 'DATE_LABEL'; timestamp: number }

/** Queue: the "Next" or "Queued" section heading. */
export type Label = { type: 'LABEL'; label: LabelValue }

/** Queue: several transactions compete for this nonce. */
export type ConflictHeader = { type: 'CONFLICT_HEADER'; nonce: number }

/** Any item of the queue or history lists. */
export type TransactionListItem = Transaction | DateLabel | Label | ConflictHeader

/** One page of the queue or history. */
export type TransactionListPage = Page<TransactionListItem>

/** One page of transfers into a Safe. */
export type SafeIncomingTransfersResponse = Page<Transaction>
/** One page of transactions executed by modules. */
export type SafeModuleTransactionsResponse = Page<Transaction>
/** One page of multisig transactions. */
export type SafeMultisigTransactionsResponse = Page<Transaction>

/** Transaction data with decoded calldata and names for the addresses in it. */
export type TransactionData = {
  hexData: Hex | null
  dataDecoded: DataDecoded | null
  to: AddressInfo
  value: string | null
  operation: Operation
  trustedDelegateCallTarget: boolean | null
  addressInfoIndex: Record<Address, AddressInfo> | null
  tokenInfoIndex?: Record<Address, TokenInfo> | null
}

/** One owner's signature on a multisig transaction. */
export type MultisigConfirmation = {
  signer: AddressInfo
  signature: Hex | null
  submittedAt: number
}

/** Full execution details of a multisig transaction. */
export type MultisigExecutionDetails = {
  type: 'MULTISIG'
  submittedAt: number
  nonce: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: Address
  /** Network cost: gasUsed × gasPrice. */
  fee?: string
  /** Refund paid by the Safe (ExecutionSuccess/Failure event). */
  payment?: string
  refundReceiver: AddressInfo
  safeTxHash: Hex
  executor: AddressInfo | null
  signers: AddressInfo[]
  confirmationsRequired: number
  confirmations: MultisigConfirmation[]
  rejectors: AddressInfo[]
  gasTokenInfo: TokenInfo | null
  trusted: boolean
  proposer: AddressInfo | null
  proposedByDelegate: AddressInfo | null
}

/** Execution details of a module transaction. */
export type ModuleExecutionDetails = { type: 'MODULE'; address: AddressInfo }

/** Execution details of any transaction. */
export type DetailedExecutionInfo = MultisigExecutionDetails | ModuleExecutionDetails

/** Everything about one transaction (`GET /v1/chains/{chainId}/transactions/{id}`, propose, confirm). */
export type TransactionDetails = {
  safeAddress: Address
  txId: string
  executedAt: number | null
  txStatus: TransactionStatus
  txInfo: TransactionInfo
  txData: TransactionData | null
  txHash: Hex | null
  detailedExecutionInfo: DetailedExecutionInfo | null
  safeAppInfo: SafeAppInfo | null
  note?: string | null
}
