import type { Queryable } from '../db/db.js'

/**
 * The version of everything a Safe's reads depend on, in one primary-key query: the chain cursor (the indexer moves
 * `next_block` and `updated_at` in the transaction of each batch and each reorg rollback) and the Safe's off-chain
 * write counter (bumpSafeVersion). Equal versions mean equal answers.
 */
export async function readDataVersion(
  db: Queryable,
  chainId: string,
  safe: string,
): Promise<{ chain: string; safe: number }> {
  const [row] = await db.query<{ chain: string | null; safe: number | null }>(
    `select (select next_block || '/' || updated_at from chain_cursors where chain_id = $1) as chain,
            (select version from safe_data_versions where chain_id = $1 and safe = $2) as safe`,
    [chainId, safe],
  )
  return { chain: row?.chain ?? '-', safe: Number(row?.safe ?? 0) }
}
