import { z } from 'zod'
import { Address, AddressInfo, Hex, Operation, type Page, page, pageWithoutCount, TokenInfo } from './common.js'
import { DataDecoded } from './decoded-data.js'
import { TransactionInfo } from './transaction-info.js'

/** Where a transaction is in its life (gateway-api.md §4.4). */
export const TransactionStatus = z.enum([
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
])
export type TransactionStatus = z.output<typeof TransactionStatus>

/** How a queued transaction relates to others with the same nonce. */
export const ConflictType = z.enum(['None', 'HasNext', 'End'])
export type ConflictType = z.output<typeof ConflictType>

/** Signature progress of a multisig transaction in a list. */
export const MultisigExecutionInfo = z.object({
  type: z.literal('MULTISIG'),
  nonce: z.number().int(),
  confirmationsRequired: z.number().int(),
  confirmationsSubmitted: z.number().int(),
  /** Owners who have not signed yet; only while awaiting confirmations. */
  missingSigners: z.array(AddressInfo).nullable(),
  /** Concord: the proposer (delegate) who proposed it for an owner, so lists can name it ("Payroll bot"). */
  proposedByDelegate: Address.exactOptional(),
})
export type MultisigExecutionInfo = z.output<typeof MultisigExecutionInfo>

/**
 * Concord: a transfer made from a spending limit (Safe's AllowanceModule, its ExecuteAllowanceTransfer event): the
 * beneficiary (the module's delegate) who spent, what and to whom.
 */
export const SpendingLimitSpend = z.object({
  beneficiary: AddressInfo,
  /** The token; the zero address for the native coin. */
  token: Address,
  /** In the token's base units. */
  amount: z.string().regex(/^\d+$/),
  recipient: AddressInfo,
})
export type SpendingLimitSpend = z.output<typeof SpendingLimitSpend>

/** The module that executed a module transaction. */
export const ModuleExecutionInfo = z.object({
  type: z.literal('MODULE'),
  address: AddressInfo,
  /** Concord: who spent from a spending limit, when the module transaction is such a transfer; else null. */
  spendingLimitSpend: SpendingLimitSpend.nullable(),
})
export type ModuleExecutionInfo = z.output<typeof ModuleExecutionInfo>

/** How a transaction in a list is executed. */
export const ExecutionInfo = z.discriminatedUnion('type', [MultisigExecutionInfo, ModuleExecutionInfo])
export type ExecutionInfo = z.output<typeof ExecutionInfo>

/** The Safe App that proposed a transaction. */
export const SafeAppInfo = z.object({ name: z.string(), url: z.string(), logoUri: z.string().nullable() })
export type SafeAppInfo = z.output<typeof SafeAppInfo>

/** A transaction as lists show it (gateway-api.md §4.1). */
export const TransactionSummary = z.object({
  id: z.string(),
  txHash: Hex.nullable(),
  /** Milliseconds since the epoch: the execution's, else the proposal's. */
  timestamp: z.number().int(),
  txStatus: TransactionStatus,
  txInfo: TransactionInfo,
  executionInfo: ExecutionInfo.nullable(),
  safeAppInfo: SafeAppInfo.nullable(),
  /** The proposer's note, from the origin JSON. */
  note: z.string().nullable(),
})
export type TransactionSummary = z.output<typeof TransactionSummary>

/** A transaction item of a list. */
export const Transaction = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummary,
  conflictType: ConflictType,
})
export type Transaction = z.output<typeof Transaction>

/** History: the day the following items happened (ms, the first item's timestamp). */
export const DateLabel = z.object({ type: z.literal('DATE_LABEL'), timestamp: z.number().int() })
export type DateLabel = z.output<typeof DateLabel>

/** Queue: the "Next" or "Queued" section heading. */
export const Label = z.object({ type: z.literal('LABEL'), label: z.enum(['Next', 'Queued']) })
export type Label = z.output<typeof Label>

/** Queue section labels. */
export type LabelValue = Label['label']

/** Queue: several transactions compete for this nonce. */
export const ConflictHeader = z.object({ type: z.literal('CONFLICT_HEADER'), nonce: z.number().int() })
export type ConflictHeader = z.output<typeof ConflictHeader>

/** An item of the history list. */
export const TransactionHistoryItem = z.discriminatedUnion('type', [Transaction, DateLabel])
export type TransactionHistoryItem = z.output<typeof TransactionHistoryItem>

/** An item of the queue list. */
export const TransactionQueueItem = z.discriminatedUnion('type', [Transaction, Label, ConflictHeader])
export type TransactionQueueItem = z.output<typeof TransactionQueueItem>

/** Any item of the queue or history lists. */
export type TransactionListItem = Transaction | DateLabel | Label | ConflictHeader

/** Kinds of item in the queue and history lists. */
export type TransactionListItemType = TransactionListItem['type']

/** One page of the history (`…/transactions/history`, gateway-api.md §4.6). */
export const TransactionHistoryPage = page(TransactionHistoryItem)
export type TransactionHistoryPage = z.output<typeof TransactionHistoryPage>

/** One page of the queue (`…/transactions/queued`, gateway-api.md §4.5): `count` is the number of items sent. */
export const TransactionQueuePage = page(TransactionQueueItem)
export type TransactionQueuePage = z.output<typeof TransactionQueuePage>

/** One page of the queue or the history. */
export type TransactionListPage = Page<TransactionListItem>

/** One page of transfers into a Safe (no count). */
export const SafeIncomingTransfersResponse = pageWithoutCount(Transaction)
export type SafeIncomingTransfersResponse = z.output<typeof SafeIncomingTransfersResponse>

/** One page of transactions executed by modules. */
export const SafeModuleTransactionsResponse = page(Transaction)
export type SafeModuleTransactionsResponse = z.output<typeof SafeModuleTransactionsResponse>

/** One page of multisig transactions (no count). */
export const SafeMultisigTransactionsResponse = pageWithoutCount(Transaction)
export type SafeMultisigTransactionsResponse = z.output<typeof SafeMultisigTransactionsResponse>

/**
 * A DELEGATECALL to a target outside the gateway's trusted list (Concord), found in a transaction or in the MultiSend
 * batches it carries at any depth. A batch that cannot be unpacked (or nests deeper than 16) is listed itself: what it
 * would call cannot be checked.
 */
export const UntrustedDelegateCall = z.object({
  /** Indexes through the nested batches: [] is the transaction itself, [2, 0] the first call of the batch in call 2. */
  path: z.array(z.number().int().min(0)),
  to: AddressInfo,
})
export type UntrustedDelegateCall = z.output<typeof UntrustedDelegateCall>

/** Transaction data with decoded calldata and names for the addresses in it. */
export const TransactionData = z.object({
  hexData: Hex.nullable(),
  dataDecoded: DataDecoded.nullable(),
  to: AddressInfo,
  value: z.string().nullable(),
  operation: Operation,
  /** For a DELEGATECALL: false when it, or any delegatecall in the batches it carries, has an untrusted target. */
  trustedDelegateCallTarget: z.boolean().nullable(),
  /** Concord: every untrusted DELEGATECALL at any depth (empty when none); sign or execute only if the user insists. */
  untrustedDelegateCalls: z.array(UntrustedDelegateCall),
  addressInfoIndex: z.record(Address, AddressInfo).nullable(),
  tokenInfoIndex: z.record(Address, TokenInfo).nullable(),
})
export type TransactionData = z.output<typeof TransactionData>

/** One owner's signature on a multisig transaction. */
export const MultisigConfirmation = z.object({
  signer: AddressInfo,
  signature: Hex.nullable(),
  submittedAt: z.number().int(),
})
export type MultisigConfirmation = z.output<typeof MultisigConfirmation>

/** Full execution details of a multisig transaction. */
export const MultisigExecutionDetails = z.object({
  type: z.literal('MULTISIG'),
  submittedAt: z.number().int(),
  nonce: z.number().int(),
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  gasToken: Address,
  /** Network cost: gasUsed × gasPrice ("0" until executed). */
  fee: z.string(),
  /** Refund paid by the Safe (ExecutionSuccess/Failure event; "0" until executed). */
  payment: z.string(),
  refundReceiver: AddressInfo,
  safeTxHash: Hex,
  executor: AddressInfo.nullable(),
  signers: z.array(AddressInfo),
  confirmationsRequired: z.number().int(),
  /** The confirmations that count: current owners' (all of them once executed, as the chain took them). */
  confirmations: z.array(MultisigConfirmation),
  /**
   * Concord: confirmations of a transaction not executed yet by signers who are no longer owners. They do not count
   * (status, confirmationsSubmitted, missingSigners) and must not go into an execution (the Safe reverts: GS026).
   */
  removedOwnerConfirmations: z.array(MultisigConfirmation),
  rejectors: z.array(AddressInfo),
  gasTokenInfo: TokenInfo.nullable(),
  trusted: z.boolean(),
  proposer: AddressInfo.nullable(),
  proposedByDelegate: AddressInfo.nullable(),
})
export type MultisigExecutionDetails = z.output<typeof MultisigExecutionDetails>

/** Execution details of a module transaction: the same as in lists. */
export type ModuleExecutionDetails = ModuleExecutionInfo

/** Execution details of any transaction. */
export const DetailedExecutionInfo = z.discriminatedUnion('type', [MultisigExecutionDetails, ModuleExecutionInfo])
export type DetailedExecutionInfo = z.output<typeof DetailedExecutionInfo>

/** Everything about one transaction (`GET /v1/chains/{chainId}/transactions/{id}`, propose, confirm; §4.7). */
export const TransactionDetails = z.object({
  safeAddress: Address,
  txId: z.string(),
  executedAt: z.number().int().nullable(),
  txStatus: TransactionStatus,
  txInfo: TransactionInfo,
  txData: TransactionData.nullable(),
  txHash: Hex.nullable(),
  detailedExecutionInfo: DetailedExecutionInfo.nullable(),
  safeAppInfo: SafeAppInfo.nullable(),
  note: z.string().nullable(),
})
export type TransactionDetails = z.output<typeof TransactionDetails>
