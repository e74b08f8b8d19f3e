import type { Queryable } from '../db/db.js'
import type { VerifiedSignature } from './verify-signatures.js'

/**
 * Stores owner confirmations of a transaction. The (chain, safeTxHash, owner) primary key with `on conflict do
 * nothing` makes a repeated confirmation a no-op and lets concurrent confirmations of different owners all land.
 */
export async function storeConfirmations(
  q: Queryable,
  chainId: string,
  safeTxHash: string,
  signatures: readonly VerifiedSignature[],
  now: number,
): Promise<void> {
  for (const s of signatures) {
    await q.query(
      `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date)
       values ($1, $2, $3, $4, $5, $6) on conflict (chain_id, safe_tx_hash, owner) do nothing`,
      [chainId, safeTxHash, s.owner, s.signature.toLowerCase(), s.signatureType, now],
    )
  }
}
