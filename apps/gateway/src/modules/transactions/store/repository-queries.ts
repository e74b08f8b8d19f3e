import type { z } from 'zod'
import type { Queryable } from '../../../db/db.js'
import type { Pagination } from '../../../wire/pagination.js'
import { Count } from './transaction-rows.js'

/** The values of optional filters as SQL parameters: `undefined` becomes null, which the queries read as "any". */
export const orNull = (...values: unknown[]) => values.map((value) => value ?? null)

/** The `n` of a `select count(*) as n` query. */
export const count = async (db: Queryable, sql: string, params: readonly unknown[]) =>
  Count.parse((await db.query(sql, params))[0]).n

/**
 * A paged listing: `select` (up to its `where`), the rows it reads from (`table`), their filter and their order, and
 * the schema of a page of its rows.
 */
export type PagedQuery<Rows extends z.ZodType> = {
  select: string
  table: string
  where: string
  order: string
  rows: Rows
}

/**
 * One page of `query`'s rows with the count of all that match: `params` are the filter's, numbered from $1; the
 * page's limit and offset follow them.
 */
export async function matchingPage<Rows extends z.ZodType>(
  db: Queryable,
  query: PagedQuery<Rows>,
  params: readonly unknown[],
  { limit, offset }: Pagination,
): Promise<{ count: number; rows: z.output<Rows> }> {
  const total = await count(db, `select count(*) as n from ${query.table} where ${query.where}`, params)
  const at = params.length + 1
  const rows = await db.query(
    `${query.select} where ${query.where} order by ${query.order} limit $${at} offset $${at + 1}`,
    [...params, limit, offset],
  )
  return { count: total, rows: query.rows.parse(rows) }
}
