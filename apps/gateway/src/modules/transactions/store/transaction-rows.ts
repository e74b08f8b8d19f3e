import { Address, Hex } from '@concord/gateway-schema'
import type { SafeSignature } from '@concord/protocol'
import { z } from 'zod'

// The rows the transactions repository reads (with the column names its statements give them; each row is parsed
// once there, so everything above works with typed values) and the typed arguments its methods take.

/** One owner's confirmation of a multisig transaction. */
const Confirmation = z.object({
  owner: Address,
  signature: Hex.nullable(),
  signatureType: z.string(),
  submissionDate: z.number(),
})

/** A multisig transaction with its confirmations (oldest first), as stored. */
export const MultisigRow = z.object({
  safe: Address,
  safeTxHash: Hex,
  to: Address,
  value: z.string(),
  data: Hex.nullable(),
  operation: z.number(),
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  gasToken: Address,
  refundReceiver: Address,
  nonce: z.number(),
  txHash: Hex.nullable(),
  executionDate: z.number().nullable(),
  executor: Address.nullable(),
  isSuccessful: z.boolean().nullable(),
  blockNumber: z.number().nullable(),
  /** The signatures it was executed with; null while queued. */
  signatures: Hex.nullable(),
  payment: z.string().nullable(),
  fee: z.string().nullable(),
  confirmationsRequired: z.number().nullable(),
  proposer: Address.nullable(),
  proposedByDelegate: Address.nullable(),
  origin: z.string().nullable(),
  trusted: z.boolean(),
  submissionDate: z.number(),
  modified: z.number(),
  confirmations: z.array(Confirmation),
})
export type MultisigRow = z.output<typeof MultisigRow>

/** A module transaction as stored. */
export const ModuleRow = z.object({
  safe: Address,
  module: Address,
  to: Address,
  value: z.string(),
  data: Hex.nullable(),
  operation: z.number(),
  isSuccessful: z.boolean(),
  txHash: Hex,
  blockNumber: z.number(),
  logIndex: z.number(),
  executionDate: z.number(),
  /** The spending-limit transfer it made (Safe's AllowanceModule), or null. */
  spend: z.object({ beneficiary: Address, token: Address, recipient: Address, amount: z.string() }).nullable(),
})
export type ModuleRow = z.output<typeof ModuleRow>

const transferFacts = {
  txHash: Hex,
  logIndex: z.number(),
  blockNumber: z.number(),
  executionDate: z.number(),
  from: Address,
  to: Address,
  value: z.string().nullable(),
  tokenId: z.string().nullable(),
}

/** A transfer as stored: native ones have no token address, token ones always have one (their logs' emitter). */
export const TransferRow = z.discriminatedUnion('tokenType', [
  z.object({ ...transferFacts, tokenType: z.literal('NATIVE'), tokenAddress: z.null() }),
  z.object({ ...transferFacts, tokenType: z.literal('ERC20'), tokenAddress: Address }),
  z.object({ ...transferFacts, tokenType: z.literal('ERC721'), tokenAddress: Address }),
])
export type TransferRow = z.output<typeof TransferRow>

/** One executed entry of a Safe's history: the key of its row (safeTxHash, or tx hash + log index) and its time. */
export const HistoryEntry = z.object({
  kind: z.enum(['multisig', 'module', 'transfer']),
  key: Hex,
  logIndex: z.number(),
  ts: z.number(),
})
export type HistoryEntry = z.output<typeof HistoryEntry>

/** A count(*) row. */
export const Count = z.object({ n: z.number() })

/** An executed Ethereum transaction a Safe took part in (all-transactions), with the count of all of them. */
export const ExecutedTransaction = z.object({ txHash: Hex, blockNumber: z.number(), executionDate: z.number() })
export type ExecutedTransaction = z.output<typeof ExecutedTransaction>
/** The orders of a Safe's executed transactions (the Transaction Service's names). */
export type ExecutedOrdering = 'timestamp' | '-timestamp'

/** The rows of a list query. */
export const MultisigRows = z.array(MultisigRow)
export const ModuleRows = z.array(ModuleRow)
export const TransferRows = z.array(TransferRow)
export const HistoryRows = z.array(HistoryEntry.extend({ total: z.number() }))
export const ExecutedTransactionRows = z.array(ExecutedTransaction.extend({ total: z.number() }))

type Maybe<T> = T | undefined
/** Filters of a Safe's multisig list (each one left out matches all); dates: unix ms of the execution, else proposal. */
export type MultisigFilter = {
  from?: Maybe<number>
  until?: Maybe<number>
  to?: Maybe<string>
  value?: Maybe<string>
  nonce?: Maybe<number>
  executed?: Maybe<boolean>
}
/** The Transaction Service's filters of a Safe's multisig list (each one left out matches all). */
export type MultisigSearch = {
  executed?: Maybe<boolean>
  nonce?: Maybe<number>
  nonceFrom?: Maybe<number>
  nonceUntil?: Maybe<number>
  trusted?: Maybe<boolean>
  to?: Maybe<string>
  hasConfirmations?: Maybe<boolean>
}
/** The orderings of the Transaction Service's multisig list (`-` for descending). */
export type MultisigOrdering = 'nonce' | '-nonce' | 'created' | '-created' | 'modified' | '-modified'
/** Filters of a Safe's module transaction list. */
export type ModuleFilter = { to?: Maybe<string>; module?: Maybe<string>; txHash?: Maybe<string> }
/** Filters of a Safe's incoming transfers; `trustedOnly` keeps ERC-20s of trusted tokens only. */
export type IncomingFilter = {
  from?: Maybe<number>
  until?: Maybe<number>
  to?: Maybe<string>
  value?: Maybe<string>
  token?: Maybe<string>
  /** The address that sent the transfer. */
  sender?: Maybe<string>
  /** The transaction the transfer is in. */
  txHash?: Maybe<string>
  trustedOnly: boolean
}
/** Filters of a Safe's history (each one left out matches all); `trusted` keeps ERC-20s of trusted tokens only. */
export type HistoryFilter = {
  trusted: boolean
  kind?: Maybe<'incoming' | 'outgoing' | 'module' | 'settings'>
  from?: Maybe<number>
  until?: Maybe<number>
  token?: Maybe<string>
  value?: Maybe<string>
  nonce?: Maybe<number>
}
/** A proposal as stored, with who proposes it (a delegate's delegator, else the sender). */
export type StoredProposal = Omit<
  MultisigRow,
  | 'txHash'
  | 'executionDate'
  | 'executor'
  | 'isSuccessful'
  | 'blockNumber'
  | 'signatures'
  | 'payment'
  | 'fee'
  | 'confirmationsRequired'
  | 'submissionDate'
  | 'modified'
  | 'confirmations'
>
/** An owner signature to store as a confirmation. */
export type NewConfirmation = { owner: string; signature: Hex; signatureType: SafeSignature['type'] }
