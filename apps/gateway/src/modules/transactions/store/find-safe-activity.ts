import type { Queryable } from '../../../db/db.js'
import type { Pagination } from '../../../wire/pagination.js'
import { moduleTransactions, transfers } from './transaction-repository.js'
import type { IncomingFilter, ModuleFilter, ModuleRow, TransferRow } from './transaction-rows.js'

/** One page of the transfers into a Safe matching `filter`, newest first, with the count of all that match. */
export function incomingTransferRows(
  db: Queryable,
  chainId: string,
  safe: string,
  filter: IncomingFilter,
  pagination: Pagination,
): Promise<{ count: number; rows: TransferRow[] }> {
  return transfers.incoming(db, chainId, safe, filter, pagination)
}

/** One page of the transactions a Safe's modules executed matching `filter`, newest first, with the count. */
export function moduleTransactionRows(
  db: Queryable,
  chainId: string,
  safe: string,
  filter: ModuleFilter,
  pagination: Pagination,
): Promise<{ count: number; rows: ModuleRow[] }> {
  return moduleTransactions.page(db, chainId, safe, filter, pagination)
}
