import type { Queryable } from '../db/db.js'
import { refreshCurrentState } from './safe-state.js'

/** Deletes everything indexed from block `fork` on (one transaction, the caller's) and rewinds the cursor to it. */
export async function rollbackFrom(tx: Queryable, chainId: string, fork: number): Promise<void> {
  const touched = await tx.query<{ safe: string }>(
    'select distinct safe from safe_states where chain_id = $1 and block_number >= $2',
    [chainId, fork],
  )
  const byBlock = (table: string) =>
    tx.query(`delete from ${table} where chain_id = $1 and block_number >= $2`, [chainId, fork])
  await byBlock('safe_states')
  await byBlock('confirmations')
  await byBlock('approved_hashes')
  await byBlock('module_transactions')
  await byBlock('transfers')
  await byBlock('signed_messages')
  // Proposals outlive a reorg (they came from the API); only their execution is undone.
  await tx.query(
    `update multisig_transactions set tx_hash = null, block_number = null, log_index = null, execution_date = null,
       executor = null, is_successful = null, payment = null, fee = null, signatures = null, confirmations_required = null
     where chain_id = $1 and block_number >= $2 and proposer is not null`,
    [chainId, fork],
  )
  await byBlock('multisig_transactions')
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
  for (const { safe } of touched) await refreshCurrentState(tx, chainId, safe)
  await tx.query('update chain_cursors set next_block = $2, updated_at = $3 where chain_id = $1', [
    chainId,
    fork,
    Date.now(),
  ])
}
