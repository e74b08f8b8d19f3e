import { randomBytes } from 'node:crypto'
import type { Queryable } from '../../db/db.js'
import { sessions } from './auth-repository.js'
import { storedSessionKey } from './session-id.js'

/** How long a SIWE nonce can be used after it is handed out. */
const NONCE_LIFETIME_MS = 10 * 60_000

/**
 * Hands out a single-use SIWE nonce (32 alphanumeric characters) and stores it as a session row not yet signed in;
 * expired rows are purged on the way so the table stays small.
 */
export async function issueAuthNonce(db: Queryable, now = Date.now()): Promise<string> {
  const nonce = randomBytes(16).toString('hex')
  await sessions.purgeExpired(db, now)
  await sessions.addNonce(db, storedSessionKey(randomBytes(32).toString('hex')), nonce, now, now + NONCE_LIFETIME_MS)
  return nonce
}
