import type { Queryable } from '../db/db.js'
import type { SafeRow } from './load-safe.js'

/** The Safe's nonce and the next free one: max(nonce, highest trusted proposal + 1) (gateway-api.md §5.4). */
export async function readNonces(
  db: Queryable,
  chainId: string,
  safe: SafeRow,
): Promise<{ currentNonce: number; recommendedNonce: number }> {
  const [last] = await db.query<{ nonce: number | null }>(
    'select max(nonce) as nonce from multisig_transactions where chain_id = $1 and safe = $2 and trusted',
    [chainId, safe.address],
  )
  const lastNonce = last?.nonce ?? null
  return {
    currentNonce: safe.nonce,
    recommendedNonce: lastNonce === null ? safe.nonce : Math.max(safe.nonce, Number(lastNonce) + 1),
  }
}
