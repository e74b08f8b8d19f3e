import type { Queryable } from './db.js'

/**
 * Takes, until the end of the caller's transaction, the lock of each hash's on-chain approvals: a proposal stored
 * through the API and the indexer's batch that records an approveHash of the same safeTxHash each look for the
 * other's row (the proposal for approvals already indexed, the indexer for a stored proposal). On PostgreSQL, under
 * READ COMMITTED, two such transactions running at once would each miss the other's uncommitted row and the
 * confirmation would be lost; with the lock the second waits for the first to commit, and its next statement sees it.
 * Call it first in the transaction (before any row lock, so no lock cycle can form), hashes in one sorted order.
 */
export async function lockApprovals(q: Queryable, chainId: string, safeTxHashes: Iterable<string>): Promise<void> {
  const hashes = [...new Set([...safeTxHashes].map((hash) => hash.toLowerCase()))].sort()
  for (const hash of hashes) {
    // A 64-bit key from the text: the session locks (chains, migrations) use small fixed keys.
    await q.query('select pg_advisory_xact_lock(hashtextextended($1, 0))::text', [`approvals:${chainId}:${hash}`])
  }
}
