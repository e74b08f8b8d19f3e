import pg from 'pg'
import { type Db, PG_TYPE, parseInt8, type Queryable, type Row } from './db.js'

const ignore = () => {}

/** Connects to a PostgreSQL server through a node-postgres pool. */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === PG_TYPE.INT8) return parseInt8
        if (oid === PG_TYPE.NUMERIC) return (value: string) => value
        return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format)
      }) as typeof pg.types.getTypeParser,
    },
  })
  // Idle clients can error when the server restarts; the pool replaces them, so only log-worthy, never fatal.
  pool.on('error', ignore)
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params])
      return result.rows
    },
  })
  await pool.query('select 1')
  return {
    kind: 'postgres',
    // Other replicas write the same database, so no process-local count can tell whether data changed.
    localWriteCount: null,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      // A checked-out client that loses its server emits 'error' (the pool only listens to idle ones): without a
      // listener that is an uncaught exception; the query in flight rejects and is handled below.
      client.on('error', ignore)
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.off('error', ignore)
        client.release()
      }
    },
    async tryAdvisoryLock(key) {
      // A session lock lives on one connection, so that connection stays checked out until release.
      const client = await pool.connect()
      client.on('error', ignore)
      const rows = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])).rows
      if (rows[0]?.locked !== true) {
        client.off('error', ignore)
        client.release()
        return null
      }
      return async () => {
        try {
          await client.query('select pg_advisory_unlock($1)', [key])
        } finally {
          client.off('error', ignore)
          client.release()
        }
      }
    },
    close: () => pool.end(),
  }
}
