import { PGlite } from '@electric-sql/pglite'
import { type Db, PG_TYPE, parseInt8, type Queryable, type Row } from './db.js'

// Statements that cannot change data; anything else (even a `with` that may hold an insert) counts as a write.
const READ_ONLY = /^\s*(select|explain)\b/i

/** Opens an embedded PGlite database: in memory when `dataDir` is undefined, else persisted in that folder. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const parsers = { [PG_TYPE.INT8]: parseInt8, [PG_TYPE.NUMERIC]: (value: string) => value }
  const pg = dataDir === undefined ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers })
  await pg.waitReady
  let writes = 0
  const wrap = (target: Pick<PGlite, 'query'>, counted: boolean): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<T>(sql, [...params])
        return result.rows
      } finally {
        // Counted after the statement, so a reader that sees the new count also sees what it wrote.
        if (counted && !READ_ONLY.test(sql)) writes++
      }
    },
  })
  return {
    kind: 'pglite',
    localWriteCount: () => writes,
    ...wrap(pg, true),
    async transaction(fn) {
      try {
        return await pg.transaction((tx) => fn(wrap(tx, false)))
      } finally {
        writes++
      }
    },
    // One process owns an embedded database, so the lock is always ours.
    tryAdvisoryLock: async () => async () => {},
    close: () => pg.close(),
  }
}
