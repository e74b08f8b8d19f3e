import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db.js'
import { storedSessionKey } from './session-id.js'

/** How long a SIWE nonce can be used after it is handed out. */
export const NONCE_LIFETIME_MS = 10 * 60_000

/**
 * Hands out a single-use SIWE nonce (32 alphanumeric characters) and stores it as a session row not yet signed in;
 * expired rows are purged on the way so the table stays small.
 */
export async function issueAuthNonce(db: Db, now = Date.now()): Promise<string> {
  const nonce = randomBytes(16).toString('hex')
  await db.query('delete from sessions where expires_at < $1', [now])
  await db.query(
    'insert into sessions (id, nonce, address, chain_id, issued_at, expires_at) values ($1, $2, null, null, $3, $4)',
    [storedSessionKey(randomBytes(32).toString('hex')), nonce, now, now + NONCE_LIFETIME_MS],
  )
  return nonce
}
