import { createHash, randomBytes } from 'node:crypto'

/** A new session id for the cookie: 32 random bytes, hex. */
export function newSessionId(): string {
  return randomBytes(32).toString('hex')
}

/** What the database keeps for a session id: its SHA-256, so a leaked table does not hand out live sessions. */
export function storedSessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex')
}
