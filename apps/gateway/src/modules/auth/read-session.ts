import type { AuthSession } from '@concord/gateway-schema'
import type { Queryable } from '../../db/db.js'
import { unauthorized } from '../../errors.js'
import { sessions } from './auth-repository.js'
import { storedSessionKey } from './session-id.js'

/** The live session behind a cookie value, or a 401 telling the user to sign in. */
export async function readSession(
  db: Queryable,
  sessionId: string | undefined,
  now = Date.now(),
): Promise<AuthSession> {
  const session = sessionId ? await sessions.live(db, storedSessionKey(sessionId), now) : null
  if (session === null) throw unauthorized('Not signed in: sign in with Ethereum first')
  return session
}
