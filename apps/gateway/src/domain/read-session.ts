import type { Address, AuthSession } from '@concord/gateway-schema'
import type { Queryable } from '../db/db.js'
import { unauthorized } from '../errors.js'
import { storedSessionKey } from './session-id.js'

/** The live session behind a cookie value, or a 401 telling the user to sign in. */
export async function readSession(
  db: Queryable,
  sessionId: string | undefined,
  now = Date.now(),
): Promise<AuthSession> {
  if (sessionId) {
    const [row] = await db.query<{ address: Address; chain_id: number; expires_at: number }>(
      'select address, chain_id, expires_at from sessions where id = $1 and address is not null and expires_at > $2',
      [storedSessionKey(sessionId), now],
    )
    if (row !== undefined) return { address: row.address, chainId: Number(row.chain_id), expiresAt: row.expires_at }
  }
  throw unauthorized('Not signed in: sign in with Ethereum first')
}

/** Deletes the session behind a cookie value (nothing when there is none). */
export async function endSession(db: Queryable, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.query('delete from sessions where id = $1', [storedSessionKey(sessionId)])
}
