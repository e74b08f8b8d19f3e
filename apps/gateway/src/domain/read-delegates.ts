import type { Delegate } from '@concord/gateway-schema'
import type { Db } from '../db/db.js'
import type { Pagination } from '../server/cursor.js'
import { sqlFilter } from '../server/sql-filter.js'

/** Filters of the delegates list; at least one is required by the route. */
export type DelegateFilter = { safe?: string; delegate?: string; delegator?: string; label?: string }

/** One page of a chain's delegates matching `filter`, oldest first, with the total count. */
export async function readDelegates(
  db: Db,
  chainId: string,
  filter: DelegateFilter,
  { limit, offset }: Pagination,
): Promise<{ count: number; results: Delegate[] }> {
  const where = sqlFilter(2)
  where.add('safe = ?', filter.safe)
  where.add('delegate = ?', filter.delegate)
  where.add('delegator = ?', filter.delegator)
  where.add('label = ?', filter.label)
  const params = [chainId, ...where.params]
  const [total] = await db.query<{ count: string }>(
    `select count(*) as count from delegates where chain_id = $1 and ${where.where}`,
    params,
  )
  const rows = await db.query<Delegate>(
    `select safe, delegate, delegator, label from delegates where chain_id = $1 and ${where.where}
     order by id limit ${limit} offset ${offset}`,
    params,
  )
  return { count: Number(total?.count ?? 0), results: rows }
}
