import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'

const Nonces = z.array(z.object({ nonce: z.string() }))
const Sessions = z.array(z.object({ address: Address, chainId: z.number(), expiresAt: z.number() }))

/** A signed-in session as stored: who, on which chain, until when. */
export type StoredSession = z.output<typeof Sessions>[number]

/**
 * The auth module's SQL: sign-in sessions, each first a nonce handed out (no address yet), then the verified session.
 * Rows are keyed by the SHA-256 of the session id (see session-id).
 */
export const sessions = {
  /** Deletes the rows (nonces and sessions) that expired before `now`. */
  async purgeExpired(db: Queryable, now: number): Promise<void> {
    await db.query('delete from sessions where expires_at < $1', [now])
  },

  /** Stores a nonce handed out, usable until `expiresAt`. */
  async addNonce(db: Queryable, key: string, nonce: string, now: number, expiresAt: number): Promise<void> {
    await db.query(
      'insert into sessions (id, nonce, address, chain_id, issued_at, expires_at) values ($1, $2, null, null, $3, $4)',
      [key, nonce, now, expiresAt],
    )
  },

  /** Whether `nonce` was handed out, is not used yet and has not expired at `now`. */
  async nonceOpen(db: Queryable, nonce: string, now: number): Promise<boolean> {
    const rows = await db.query('select nonce from sessions where nonce = $1 and address is null and expires_at > $2', [
      nonce,
      now,
    ])
    return Nonces.parse(rows).length > 0
  },

  /**
   * Turns an open nonce into a session under `key`; false when the nonce is no longer open (`address is null` makes
   * it single-use even when two verifications race).
   */
  async claim(db: Queryable, nonce: string, key: string, session: StoredSession, now: number): Promise<boolean> {
    const claimed = await db.query(
      `update sessions set id = $2, address = $3, chain_id = $4, issued_at = $5, expires_at = $6
       where nonce = $1 and address is null returning nonce`,
      [nonce, key, session.address, session.chainId, now, session.expiresAt],
    )
    return claimed.length > 0
  },

  /** The signed-in session stored under `key` that is still live at `now`, or null. */
  async live(db: Queryable, key: string, now: number): Promise<StoredSession | null> {
    const rows = await db.query(
      `select address, chain_id as "chainId", expires_at as "expiresAt" from sessions
       where id = $1 and address is not null and expires_at > $2`,
      [key, now],
    )
    return Sessions.parse(rows)[0] ?? null
  },

  /** Deletes the session stored under `key`. */
  async remove(db: Queryable, key: string): Promise<void> {
    await db.query('delete from sessions where id = $1', [key])
  },
}
