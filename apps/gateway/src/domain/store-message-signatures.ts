import type { Queryable } from '../db/db.js'
import type { VerifiedSignature } from './verify-signatures.js'

/**
 * Stores owner signatures of a message; the (chain, messageHash, owner) key with `on conflict do nothing` makes a
 * repeated signature a no-op. The message's `modified` moves only when a signature is new.
 */
export async function storeMessageSignatures(
  q: Queryable,
  chainId: string,
  messageHash: string,
  signatures: readonly VerifiedSignature[],
  now: number,
): Promise<void> {
  for (const s of signatures) {
    const inserted = await q.query<{ owner: string }>(
      `insert into message_signatures (chain_id, message_hash, owner, signature, signature_type, created)
       values ($1, $2, $3, $4, $5, $6) on conflict (chain_id, message_hash, owner) do nothing returning owner`,
      [chainId, messageHash, s.owner, s.signature.toLowerCase(), s.signatureType, now],
    )
    if (inserted.length > 0) {
      await q.query('update messages set modified = $3 where chain_id = $1 and message_hash = $2', [
        chainId,
        messageHash,
        now,
      ])
    }
  }
}
