import type { Queryable } from '../../db/db.js'
import { lockApprovals } from '../../db/lock-approvals.js'
import type { Table } from '../../db/table.js'
import type { SafeState } from '../types/safe-state.js'
import { stateColumns } from './safe-state-repository.js'

type AnyRow = Record<string, unknown>
/** Any table, its rows' fields seen as plain strings. */
type AnyTable = {
  name: string
  fields: readonly string[]
  key: readonly string[]
  onConflict: 'skip' | 'fail' | { update: readonly string[] }
  jsonb?: readonly string[] | undefined
}
type Op = { table: AnyTable; row: AnyRow } | { run: (tx: Queryable) => Promise<unknown> }
/** A table's insert statement around its values: everything before them, the cast of each value, the conflict clause. */
type Shape = { head: string; casts: string[]; tail: string }
/** The rows of one table waiting for their multi-row insert, and their keys (a repeated key flushes first). */
type Pending = { rows: AnyRow[]; keys: Set<string> }

// PostgreSQL allows 65,535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000

const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const shapes = new WeakMap<object, Shape>()

function conflictClause(table: AnyTable): string {
  if (table.onConflict === 'skip') return 'on conflict do nothing'
  if (table.onConflict === 'fail') return ''
  const set = table.onConflict.update.map((field) => `${column(field)} = excluded.${column(field)}`)
  return `on conflict (${table.key.map(column).join(', ')}) do update set ${set.join(', ')}`
}

function shapeOf(table: AnyTable): Shape {
  let shape = shapes.get(table)
  if (shape === undefined) {
    shape = {
      head: `insert into ${table.name} (${table.fields.map(column).join(', ')}) values `,
      casts: table.fields.map((field) => (table.jsonb?.includes(field) ? '::jsonb' : '')),
      tail: conflictClause(table),
    }
    shapes.set(table, shape)
  }
  return shape
}

/** Inserts `rows` of `table` in as few statements as the parameter limit allows. */
async function insertRows(tx: Queryable, table: AnyTable, rows: readonly AnyRow[]): Promise<void> {
  const { head, casts, tail } = shapeOf(table)
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / table.fields.length))
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = []
    const tuples: string[] = []
    for (const row of rows.slice(start, start + perStatement)) {
      const cells = table.fields.map((field, i) => {
        params.push(row[field])
        return `$${params.length}${casts[i]}`
      })
      tuples.push(`(${cells.join(', ')})`)
    }
    await tx.query(`${head}${tuples.join(', ')} ${tail}`, params)
  }
}

/**
 * A batch's writes, recorded in order and run as few statements as possible: consecutive rows of one table become one
 * multi-row INSERT. A statement that reads earlier rows (or replaces them) first writes every row recorded before it,
 * so the result is the same as running each write on its own, in order.
 */
export class BatchWrites {
  private readonly ops: Op[] = []
  /** The (chain, safeTxHash) of every approveHash confirmation recorded: locked before any write (lockApprovals). */
  private readonly approvals = new Set<string>()

  /** Records one row of `table`. */
  insert<Row extends AnyRow>(table: Table<Row>, row: Row): void {
    this.ops.push({ table, row })
  }

  /** The rows of `table` recorded so far, in order (what the batch's alerts are derived from). */
  rowsOf<Row extends AnyRow>(table: Table<Row>): Row[] {
    return this.ops.flatMap((op) => ('table' in op && op.table === table ? [op.row as Row] : []))
  }

  /** Records the confirmation an approveHash gives the stored multisig transaction with that hash, if there is one. */
  approvedHashConfirmation(approval: {
    chainId: string
    safe: string
    hash: string
    owner: string
    date: number
    blockNumber: number
  }): void {
    const { chainId, safe, hash, owner, date, blockNumber } = approval
    this.approvals.add(`${chainId}\u0000${hash}`)
    this.ops.push({
      run: (tx) =>
        tx.query(
          `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date, block_number)
           select $1, $2, $3, null, 'APPROVED_HASH', $4, $5 from multisig_transactions
           where chain_id = $1 and safe_tx_hash = $2 and safe = $6 on conflict do nothing`,
          [chainId, hash, owner, date, blockNumber, safe],
        ),
    })
  }

  /** Records a Safe's current nonce, threshold, singleton, fallback handler, guard and module guard. */
  currentState(chainId: string, safe: string, state: SafeState): void {
    this.ops.push({
      run: (tx) =>
        tx.query(
          `update safes set nonce = $3, threshold = $4, singleton = $5, fallback_handler = $6, guard = $7,
           module_guard = $8 where chain_id = $1 and address = $2`,
          [chainId, safe, ...stateColumns(state)],
        ),
    })
  }

  /** Records the removal of the current owners and modules of `safes` (before their new ones are inserted). */
  clearOwnersAndModules(chainId: string, safes: readonly string[]): void {
    const list = `{${safes.join(',')}}`
    this.ops.push({
      run: async (tx) => {
        await tx.query('delete from safe_owners where chain_id = $1 and safe = any($2::text[])', [chainId, list])
        await tx.query('delete from safe_modules where chain_id = $1 and safe = any($2::text[])', [chainId, list])
      },
    })
  }

  /** Runs every recorded write on `tx` (the caller's transaction). */
  async execute(tx: Queryable): Promise<void> {
    await this.lockApprovals(tx)
    const pending = new Map<AnyTable, Pending>()
    const flush = async (table: AnyTable, buffer: Pending) => {
      if (buffer.rows.length === 0) return
      await insertRows(tx, table, buffer.rows)
      buffer.rows = []
      buffer.keys.clear()
    }
    const flushAll = async () => {
      for (const [table, buffer] of pending) await flush(table, buffer)
    }
    for (const op of this.ops) {
      if ('run' in op) {
        await flushAll()
        await op.run(tx)
        continue
      }
      let buffer = pending.get(op.table)
      if (buffer === undefined) {
        buffer = { rows: [], keys: new Set() }
        pending.set(op.table, buffer)
      }
      const key = op.table.key.map((field) => String(op.row[field])).join('\u0000')
      // `on conflict do update` may not touch one row twice in a statement: write the earlier row first.
      if (buffer.keys.has(key)) await flush(op.table, buffer)
      buffer.rows.push(op.row)
      buffer.keys.add(key)
    }
    await flushAll()
    this.ops.length = 0
    this.approvals.clear()
  }

  /** Takes the approvals' locks of the recorded approveHash confirmations, per chain, in one sorted order. */
  private async lockApprovals(tx: Queryable): Promise<void> {
    const byChain = new Map<string, string[]>()
    for (const key of this.approvals) {
      const [chainId = '', hash = ''] = key.split('\u0000')
      byChain.set(chainId, [...(byChain.get(chainId) ?? []), hash])
    }
    for (const [chainId, hashes] of [...byChain].sort(([a], [b]) => a.localeCompare(b))) {
      await lockApprovals(tx, chainId, hashes)
    }
  }
}
