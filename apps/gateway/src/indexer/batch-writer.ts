import type { Queryable } from '../db/db.js'

/** One table the writer batches rows into: its columns (with an optional SQL cast each) and conflict clause. */
export type TableSpec = {
  table: string
  columns: readonly string[]
  /** Per column, a cast appended to its placeholder (e.g. `::jsonb`); absent = typed by the target column. */
  casts?: Readonly<Record<string, string>>
  /** The `on conflict …` clause, verbatim. */
  conflict: string
  /** Positions of the columns of the conflict key: a repeated key flushes first, as row-by-row inserts would. */
  key: readonly number[]
}

type Op = { spec: TableSpec; row: readonly unknown[] } | { sql: string; params: readonly unknown[] }

// PostgreSQL allows 65,535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000

/**
 * Records a batch's writes in order and runs them as few statements as possible: consecutive rows of one table
 * become one multi-row INSERT. A plain statement (e.g. an insert … select that reads earlier rows) first writes
 * every row recorded before it, so the result is the same as running each write on its own, in order.
 */
export class BatchWriter {
  private readonly ops: Op[] = []

  /** Records one row for `spec`'s table. */
  insert(spec: TableSpec, row: readonly unknown[]): void {
    this.ops.push({ spec, row })
  }

  /** Records one statement, run after every earlier write. */
  statement(sql: string, params: readonly unknown[]): void {
    this.ops.push({ sql, params })
  }

  /** Runs every recorded write on `tx` (the caller's transaction). */
  async execute(tx: Queryable): Promise<void> {
    const pending = new Map<TableSpec, { rows: (readonly unknown[])[]; keys: Set<string> }>()
    const flush = async (spec: TableSpec) => {
      const buffer = pending.get(spec)
      if (buffer === undefined || buffer.rows.length === 0) return
      const perStatement = Math.max(1, Math.floor(MAX_PARAMS / spec.columns.length))
      for (let start = 0; start < buffer.rows.length; start += perStatement) {
        const rows = buffer.rows.slice(start, start + perStatement)
        const params: unknown[] = []
        const tuples = rows.map((row) => {
          const cells = spec.columns.map((column, i) => {
            params.push(row[i])
            return `$${params.length}${spec.casts?.[column] ?? ''}`
          })
          return `(${cells.join(', ')})`
        })
        await tx.query(
          `insert into ${spec.table} (${spec.columns.join(', ')}) values ${tuples.join(', ')} ${spec.conflict}`,
          params,
        )
      }
      buffer.rows = []
      buffer.keys.clear()
    }
    const flushAll = async () => {
      for (const spec of pending.keys()) await flush(spec)
    }
    for (const op of this.ops) {
      if ('sql' in op) {
        await flushAll()
        await tx.query(op.sql, op.params)
        continue
      }
      let buffer = pending.get(op.spec)
      if (buffer === undefined) {
        buffer = { rows: [], keys: new Set() }
        pending.set(op.spec, buffer)
      }
      const key = op.spec.key.map((i) => String(op.row[i])).join('\u0000')
      // `on conflict do update` may not touch one row twice in a statement: write the earlier row first.
      if (buffer.keys.has(key)) await flush(op.spec)
      buffer.rows.push(op.row)
      buffer.keys.add(key)
    }
    await flushAll()
    this.ops.length = 0
  }
}
