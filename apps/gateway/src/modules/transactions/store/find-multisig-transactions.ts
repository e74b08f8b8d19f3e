import type { Queryable } from '../../../db/db.js'
import type { Pagination } from '../../../wire/pagination.js'
import { multisig } from './multisig-repository.js'
import type { MultisigOrdering, MultisigRow, MultisigSearch } from './transaction-rows.js'

/** The multisig transaction with this safeTxHash on the chain (with its confirmations), or null. */
export function multisigByHash(db: Queryable, chainId: string, safeTxHash: string): Promise<MultisigRow | null> {
  return multisig.byHash(db, chainId, safeTxHash)
}

/** One page of a Safe's multisig transactions by the Transaction Service's filters and ordering, with the count. */
export function searchMultisig(
  db: Queryable,
  chainId: string,
  safe: string,
  query: { filter: MultisigSearch; ordering: MultisigOrdering },
  pagination: Pagination,
): Promise<{ count: number; rows: MultisigRow[] }> {
  return multisig.search(db, chainId, safe, query, pagination)
}
