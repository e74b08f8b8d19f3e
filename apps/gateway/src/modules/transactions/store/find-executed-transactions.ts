import type { Queryable } from '../../../db/db.js'
import type { Pagination } from '../../../wire/pagination.js'
import { multisig } from './multisig-repository.js'
import { executedTransactions, moduleTransactions, transfers } from './transaction-repository.js'
import type { ExecutedOrdering, ExecutedTransaction, ModuleRow, MultisigRow, TransferRow } from './transaction-rows.js'

/** What a Safe did and received in some executed Ethereum transactions. */
export type ExecutedActivity = { multisig: MultisigRow[]; modules: ModuleRow[]; transfers: TransferRow[] }

/** One page of the executed Ethereum transactions a Safe took part in, in `ordering`, with the count of all. */
export function executedTransactionPage(
  db: Queryable,
  chainId: string,
  safe: string,
  ordering: ExecutedOrdering,
  pagination: Pagination,
): Promise<{ count: number; rows: ExecutedTransaction[] }> {
  return executedTransactions.page(db, chainId, safe, ordering, pagination)
}

/** The Safe's multisig and module executions in these transactions, and the transfers from or to it they made. */
export async function activityInTransactions(
  db: Queryable,
  chainId: string,
  safe: string,
  txHashes: readonly string[],
): Promise<ExecutedActivity> {
  const executed = await multisig.executedIn(db, chainId, safe, txHashes)
  const modules = await moduleTransactions.inTransactions(db, chainId, safe, txHashes)
  const moved = await transfers.inTransactions(db, chainId, txHashes)
  return { multisig: executed, modules, transfers: moved.filter((t) => t.from === safe || t.to === safe) }
}
