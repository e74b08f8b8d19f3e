/** A row as it leaves SQL: still untyped until a caller shapes it. */
export type Row = Record<string, unknown>

/** Something SQL can be run on: the database itself or an open transaction. */
export type Queryable = {
  /** Runs one parameterised statement ($1, $2…) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

/** The gateway's one database interface: same PostgreSQL SQL on PGlite and on a PostgreSQL server. */
export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /**
   * For an embedded database that only this process can write: a count that grows once every write is visible (a
   * committed transaction, a statement other than a select), so equal counts mean unchanged data. Null for a
   * server that other processes (replicas) write too.
   */
  readonly localWriteCount: (() => number) | null
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Takes a session advisory lock without waiting; returns its release function, or null when another process holds it. */
  tryAdvisoryLock(key: number): Promise<(() => Promise<void>) | null>
  /** Closes the connection(s). */
  close(): Promise<void>
  /** The connection pool's sizes, for metrics (a PostgreSQL server; PGlite has one connection and no pool). */
  readonly poolStats?: () => { total: number; idle: number; waiting: number }
}

/** Postgres type ids whose parsing we pin so both drivers return the same JS values. */
export const PG_TYPE = { INT8: 20, NUMERIC: 1700 } as const

/** int8 columns hold block numbers and millisecond timestamps, which fit a JS number exactly. */
export function parseInt8(value: string): number {
  return Number(value)
}
