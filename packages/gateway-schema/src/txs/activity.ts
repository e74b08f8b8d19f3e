import { z } from 'zod'
import { Address, Hex, Operation } from '../common.js'
import { DataDecoded } from '../decoded-data.js'
import { AddressParam, Hash32, QueryDate, UintQuery } from '../params.js'
import { TxsPageQuery, txsPage } from './common.js'
import { TxsToken } from './tools.js'

// The Transaction Service's incoming transfers and module transactions of a Safe (api-kit: getIncomingTransactions,
// getModuleTransactions), newest first.

/** A transfer of ether or a token; `transferId` names it: `i` (native) or `e` (token event), tx hash, log index. */
export const TxsTransfer = z.object({
  type: z.enum(['ETHER_TRANSFER', 'ERC20_TRANSFER', 'ERC721_TRANSFER']),
  executionDate: z.string(),
  blockNumber: z.number().int(),
  transactionHash: Hex,
  to: Address,
  from: Address,
  value: z.string().nullable(),
  tokenId: z.string().nullable(),
  tokenAddress: Address.nullable(),
  transferId: z.string(),
  tokenInfo: TxsToken.nullable(),
})
export type TxsTransfer = z.output<typeof TxsTransfer>

/** A page of transfers. */
export const TxsTransferPage = txsPage(TxsTransfer)
export type TxsTransferPage = z.output<typeof TxsTransferPage>

/** Filters of a Safe's incoming transfers; `_from` is the sender (api-kit's `from`), `transaction_hash` its transaction. */
export const TxsIncomingQuery = TxsPageQuery.extend({
  execution_date__gte: QueryDate.optional(),
  execution_date__lte: QueryDate.optional(),
  to: AddressParam.optional(),
  value: UintQuery.optional(),
  token_address: AddressParam.optional(),
  _from: AddressParam.optional(),
  transaction_hash: Hash32.optional(),
})

/** A transaction a module executed through the Safe. */
export const TxsModuleTransaction = z.object({
  created: z.string(),
  executionDate: z.string(),
  blockNumber: z.number().int(),
  isSuccessful: z.boolean(),
  transactionHash: Hex,
  safe: Address,
  module: Address,
  to: Address,
  value: z.string(),
  data: Hex.nullable(),
  operation: Operation,
  dataDecoded: DataDecoded.nullable(),
  moduleTransactionId: z.string(),
})
export type TxsModuleTransaction = z.output<typeof TxsModuleTransaction>

/** A page of module transactions. */
export const TxsModuleTransactionPage = txsPage(TxsModuleTransaction)
export type TxsModuleTransactionPage = z.output<typeof TxsModuleTransactionPage>

/** Filters of a Safe's module transactions. */
export const TxsModuleQuery = TxsPageQuery.extend({
  module: AddressParam.optional(),
  to: AddressParam.optional(),
  transaction_hash: Hash32.optional(),
})
