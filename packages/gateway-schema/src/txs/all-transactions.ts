import { z } from 'zod'
import { Address, Hex } from '../common.js'
import { TxsModuleTransaction, TxsTransfer } from './activity.js'
import { TxsBooleanQuery, TxsPageQuery, txsLimitQuery, txsPage } from './common.js'
import { TxsMultisigTransaction } from './multisig.js'

// The Transaction Service's v2 all-transactions of a Safe (api-kit: getAllTransactions): every executed Ethereum
// transaction the Safe took part in, newest first, as its multisig transactions, its module transactions, or (when
// it was neither, e.g. a transfer into the Safe) the Ethereum transaction itself; each with the transfers from or to
// the Safe it made. A page counts Ethereum transactions, so it may hold more entries than its `limit`.

/** The most Ethereum transactions one page holds (the service's SmallPagination). */
export const TXS_ALL_TRANSACTIONS_MAX_LIMIT = 100
/** The page size when a request names none. */
export const TXS_ALL_TRANSACTIONS_DEFAULT_LIMIT = 20

const transfers = z.array(TxsTransfer)

/** A multisig transaction the Safe executed, with its transfers. */
export const TxsAllMultisigTransaction = TxsMultisigTransaction.extend({
  txType: z.literal('MULTISIG_TRANSACTION'),
  transfers,
})

/** A module transaction the Safe executed, with its transfers. */
export const TxsAllModuleTransaction = TxsModuleTransaction.extend({
  txType: z.literal('MODULE_TRANSACTION'),
  transfers,
})

/** An Ethereum transaction that moved ether or tokens from or to the Safe without executing through it. */
export const TxsEthereumTransaction = z.object({
  txType: z.literal('ETHEREUM_TRANSACTION'),
  executionDate: z.string(),
  /** The transaction's sender. */
  from: Address,
  /** The address it called; null for a contract creation, as the service sends it. */
  to: Address.nullable(),
  /** Its calldata. */
  data: Hex,
  txHash: Hex,
  blockNumber: z.number().int(),
  transfers,
})
export type TxsEthereumTransaction = z.output<typeof TxsEthereumTransaction>

/** One entry of all-transactions, told apart by `txType`. */
export const TxsAllTransaction = z.discriminatedUnion('txType', [
  TxsAllMultisigTransaction,
  TxsAllModuleTransaction,
  TxsEthereumTransaction,
])
export type TxsAllTransaction = z.output<typeof TxsAllTransaction>

/** A page of all-transactions. */
export const TxsAllTransactionPage = txsPage(TxsAllTransaction)
export type TxsAllTransactionPage = z.output<typeof TxsAllTransactionPage>

/**
 * Paging and ordering of all-transactions: `-timestamp` (newest first, the default) or `timestamp`. `executed`,
 * `queued` and `trusted` (v1 filters that api-kit's docs still pass) are accepted and change nothing, as in the
 * service's v2: it lists executed transactions only.
 */
export const TxsAllTransactionsQuery = TxsPageQuery.extend({
  limit: txsLimitQuery(TXS_ALL_TRANSACTIONS_MAX_LIMIT).optional(),
  ordering: z
    .enum(['timestamp', '-timestamp'], { error: 'Invalid ordering: expected timestamp or -timestamp' })
    .optional(),
  executed: TxsBooleanQuery.optional(),
  queued: TxsBooleanQuery.optional(),
  trusted: TxsBooleanQuery.optional(),
})
