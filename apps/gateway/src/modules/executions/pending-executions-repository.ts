import { PendingExecution } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

/** A pending execution as stored, with the Safe it belongs to. */
export type PendingExecutionRow = PendingExecution & { safe: string }

const Row = PendingExecution.extend({
  safe: z.string(),
  accountNonce: z.coerce.number(),
  submittedAt: z.coerce.number(),
})

const COLUMNS = `safe, safe_tx_hash as "safeTxHash", tx_hash as "txHash", sender as "from", account_nonce as "accountNonce",
  gas_limit as "gasLimit", max_fee_per_gas as "maxFeePerGas", max_priority_fee_per_gas as "maxPriorityFeePerGas",
  gas_price as "gasPrice", submitted_at as "submittedAt"`

/** The pending executions' SQL. */
export const pendingExecutions = {
  /**
   * Stores `row`; one of the same sender and account nonce (the execution it speeds up, or an earlier report) is
   * replaced, and a repeated report of the same transaction keeps its first time.
   */
  async put(db: Queryable, chainId: string, row: PendingExecutionRow): Promise<PendingExecutionRow> {
    await db.query(
      'delete from pending_executions where chain_id = $1 and sender = $2 and account_nonce = $3 and tx_hash <> $4',
      [chainId, row.from, row.accountNonce, row.txHash],
    )
    await db.query(
      `insert into pending_executions (chain_id, tx_hash, safe, safe_tx_hash, sender, account_nonce, gas_limit,
         max_fee_per_gas, max_priority_fee_per_gas, gas_price, submitted_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (chain_id, tx_hash) do nothing`,
      [
        chainId,
        row.txHash,
        row.safe,
        row.safeTxHash,
        row.from,
        row.accountNonce,
        row.gasLimit,
        row.maxFeePerGas,
        row.maxPriorityFeePerGas,
        row.gasPrice,
        row.submittedAt,
      ],
    )
    const [stored] = await db.query(`select ${COLUMNS} from pending_executions where chain_id = $1 and tx_hash = $2`, [
      chainId,
      row.txHash,
    ])
    return Row.parse(stored)
  },

  /** The Safe's pending executions, newest first. */
  async ofSafe(db: Queryable, chainId: string, safe: string): Promise<PendingExecutionRow[]> {
    const rows = await db.query(
      `select ${COLUMNS} from pending_executions where chain_id = $1 and safe = $2 order by submitted_at desc, tx_hash`,
      [chainId, safe],
    )
    return rows.map((row) => Row.parse(row))
  },

  /** Forgets one transaction (mined, replaced or dropped). */
  async remove(db: Queryable, chainId: string, txHash: string): Promise<void> {
    await db.query('delete from pending_executions where chain_id = $1 and tx_hash = $2', [chainId, txHash])
  },
}
