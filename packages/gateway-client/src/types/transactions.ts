import type { Address, AddressInfo, Hex, Operation, Page, TokenInfo } from './common.js'
import type { DataDecoded } from './decodedData.js'
import type { TransactionInfo } from './transactionInfo.js'

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
