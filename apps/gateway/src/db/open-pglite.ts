import { PGlite } from '@electric-sql/pglite'
import { type Db, PG_TYPE, parseInt8, type Queryable, type Row } from './db.js'

/** Opens an embedded PGlite database: in memory when `dataDir` is undefined, else persisted in that folder. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const parsers = { [PG_TYPE.INT8]: parseInt8, [PG_TYPE.NUMERIC]: (value: string) => value }
  const pg = dataDir === undefined ? new PGlite({ parsers }) : new PGlite(dataDir, { parsers })
  await pg.waitReady
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params])
      return result.rows
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One process owns an embedded database, so the lock is always ours.
    tryAdvisoryLock: async () => async () => {},
    close: () => pg.close(),
  }
}
