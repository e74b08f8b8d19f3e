import type { Queryable } from '../../db/db.js'
import { sessions } from './auth-repository.js'
import { storedSessionKey } from './session-id.js'

/** Deletes the session behind a cookie value (nothing when there is none). */
export async function endSession(db: Queryable, sessionId: string | undefined): Promise<void> {
  if (sessionId) await sessions.remove(db, storedSessionKey(sessionId))
}
