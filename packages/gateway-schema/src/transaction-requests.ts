import { z } from 'zod'
import { Operation } from './common.js'
import {
  AddressParam,
  ChainIdParam,
  Cursor,
  Hash32,
  HexData,
  NumericString,
  QueryDate,
  queryBoolean,
  SignatureHex,
  UintQuery,
} from './params.js'

/** Query of `…/safes/{address}/multisig-transactions`. */
export const MultisigTransactionsQuery = z.object({
  cursor: Cursor.optional(),
  execution_date__gte: QueryDate.optional(),
  execution_date__lte: QueryDate.optional(),
  to: AddressParam.optional(),
  value: UintQuery.optional(),
  nonce: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid nonce')
    .transform(Number)
    .optional(),
  executed: z
    .enum(['true', 'false', 'True', 'False'])
    .transform((v) => v.toLowerCase() === 'true')
    .optional(),
})

/** Query of `…/safes/{address}/module-transactions`. */
export const ModuleTransactionsQuery = z.object({
  cursor: Cursor.optional(),
  to: AddressParam.optional(),
  module: AddressParam.optional(),
  transaction_hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction_hash')
    .transform((v) => v.toLowerCase() as `0x${string}`)
    .optional(),
})

/** Query of `…/safes/{address}/incoming-transfers`. */
export const IncomingTransfersQuery = z.object({
  cursor: Cursor.optional(),
  trusted: queryBoolean(true),
  execution_date__gte: QueryDate.optional(),
  execution_date__lte: QueryDate.optional(),
  to: AddressParam.optional(),
  value: UintQuery.optional(),
  token_address: AddressParam.optional(),
})

/** What a history entry is, for the history's `kind` filter (settings: a call from the Safe to itself with data). */
export const HistoryKind = z.enum(['incoming', 'outgoing', 'module', 'settings'])
export type HistoryKind = z.output<typeof HistoryKind>

/**
 * Query of `…/transactions/history`: day labels in `timezone` (IANA), else in UTC shifted by `timezone_offset` ms.
 * Concord's optional filters (not in CGW; without them the page is CGW's): `kind`, execution date range, a token moved
 * (`token_address`, the zero address for the native coin), its exact `value` in base units, a multisig `nonce`.
 */
export const TransactionHistoryQuery = z.object({
  cursor: Cursor.optional(),
  trusted: queryBoolean(true),
  imitation: queryBoolean(true),
  timezone: z.string().max(64).optional(),
  timezone_offset: z
    .string()
    .regex(/^-?\d{1,9}$/, 'Invalid timezone_offset: expected milliseconds')
    .transform(Number)
    .optional(),
  kind: HistoryKind.optional(),
  execution_date__gte: QueryDate.optional(),
  execution_date__lte: QueryDate.optional(),
  token_address: AddressParam.optional(),
  value: UintQuery.optional(),
  nonce: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid nonce')
    .transform(Number)
    .optional(),
})

/** Query of `…/transactions/queued`. */
export const TransactionQueueQuery = z.object({ cursor: Cursor.optional(), trusted: queryBoolean(true) })

/** `/chains/{chainId}/transactions/{transactionId}`: any id the gateway hands out, or a bare safeTxHash. */
export const TransactionIdParams = z.object({ chainId: ChainIdParam, transactionId: z.string().min(1).max(300) })

/** `/chains/{chainId}/transactions/{safeTxHash}`. */
export const SafeTxHashParams = z.object({ chainId: ChainIdParam, safeTxHash: Hash32 })

/** Body of `POST …/transactions/{safe}/propose` (gateway-api.md §5.1). */
export const ProposeTransactionBody = z.object({
  to: AddressParam,
  value: NumericString,
  data: HexData.nullable().default(null),
  nonce: NumericString,
  operation: Operation,
  safeTxGas: NumericString,
  baseGas: NumericString,
  gasPrice: NumericString,
  gasToken: AddressParam,
  refundReceiver: AddressParam.nullable().default(null),
  safeTxHash: Hash32,
  sender: AddressParam,
  signature: SignatureHex.nullable().default(null),
  /** JSON text such as {"url","name","note"}; anything else is dropped. */
  origin: z.string().max(10_000).nullable().default(null),
})
export type ProposeTransactionRequest = z.input<typeof ProposeTransactionBody>

/** Body of `POST …/transactions/{safeTxHash}/confirmations`; mobile clients send the signature as `signedSafeTxHash`. */
export const ConfirmTransactionBody = z
  .object({ signature: SignatureHex.optional(), signedSafeTxHash: SignatureHex.optional() })
  .refine((body) => (body.signature ?? body.signedSafeTxHash) !== undefined, 'Invalid signature: signature is required')
  .transform((body) => ({ signature: (body.signature ?? body.signedSafeTxHash) as `0x${string}` }))
export type ConfirmTransactionRequest = z.input<typeof ConfirmTransactionBody>

/** Body of `DELETE …/transactions/{safeTxHash}`: the proposer's EIP-712 DeleteRequest signature. */
export const DeleteTransactionBody = z.object({ signature: SignatureHex })
export type DeleteTransactionRequest = z.input<typeof DeleteTransactionBody>
