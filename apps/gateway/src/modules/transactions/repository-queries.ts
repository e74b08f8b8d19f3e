import type { Queryable } from '../../db/db.js'
import { Count } from './transaction-rows.js'

/** The values of optional filters as SQL parameters: `undefined` becomes null, which the queries read as "any". */
export const orNull = (...values: unknown[]) => values.map((value) => value ?? null)

/** The `n` of a `select count(*) as n` query. */
export const count = async (db: Queryable, sql: string, params: readonly unknown[]) =>
  Count.parse((await db.query(sql, params))[0]).n
