import type { Queryable } from './db.js'

/**
 * Moves a Safe's data version on, so cached reads of it (on every replica) are recomputed. Call it inside the
 * transaction of the write: a reader that sees the new version then also sees the written rows.
 */
export async function bumpSafeVersion(q: Queryable, chainId: string, safe: string): Promise<void> {
  await q.query(
    `insert into safe_data_versions (chain_id, safe, version) values ($1, $2, 1)
     on conflict (chain_id, safe) do update set version = safe_data_versions.version + 1`,
    [chainId, safe],
  )
}
