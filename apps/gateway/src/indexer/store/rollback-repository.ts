import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

// Tables whose every row came from one block of the chain (multisig_transactions only when executed, below).
const BY_BLOCK = [
  'safe_states',
  'confirmations',
  'approved_hashes',
  'module_transactions',
  'transfers',
  'signed_messages',
  'token_approvals',
  'allowance_transfers',
]

/** Deletes what the indexer stored from a block on (run in the rollback's transaction). */
export function rollbackRepository(tx: Queryable) {
  return {
    /** The Safes with a state snapshot from block `fork` on. */
    async touchedSafes(chainId: string, fork: number): Promise<string[]> {
      const rows = await tx.query('select distinct safe from safe_states where chain_id = $1 and block_number >= $2', [
        chainId,
        fork,
      ])
      return rows.map((row) => z.string().parse(row.safe))
    },

    /**
     * Deletes every row indexed from block `fork` on: events, snapshots, executions (a proposal from the API outlives
     * the reorg, only its execution is undone), Safes created there with their owners and modules, block hashes.
     */
    async deleteFrom(chainId: string, fork: number): Promise<void> {
      for (const table of BY_BLOCK) {
        await tx.query(`delete from ${table} where chain_id = $1 and block_number >= $2`, [chainId, fork])
      }
      await tx.query(
        `update multisig_transactions set tx_hash = null, block_number = null, log_index = null, execution_date = null,
           executor = null, is_successful = null, payment = null, fee = null, signatures = null, confirmations_required = null
         where chain_id = $1 and block_number >= $2 and proposer is not null`,
        [chainId, fork],
      )
      await tx.query('delete from multisig_transactions where chain_id = $1 and block_number >= $2', [chainId, fork])
      // The tokens a Safe created there had received before its creation were recorded with it (older blocks).
      await tx.query(
        'delete from transfers where chain_id = $1 and to_address in (select address from safes where chain_id = $1 and creation_block >= $2)',
        [chainId, fork],
      )
      await tx.query(
        'delete from safe_owners where chain_id = $1 and safe in (select address from safes where chain_id = $1 and creation_block >= $2)',
        [chainId, fork],
      )
      await tx.query(
        'delete from safe_modules where chain_id = $1 and safe in (select address from safes where chain_id = $1 and creation_block >= $2)',
        [chainId, fork],
      )
      await tx.query('delete from safes where chain_id = $1 and creation_block >= $2', [chainId, fork])
      await tx.query('delete from blocks where chain_id = $1 and number >= $2', [chainId, fork])
    },
  }
}
