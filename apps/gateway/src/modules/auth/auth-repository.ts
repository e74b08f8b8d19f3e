import { Address } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Db, Queryable } from '../../db/db.js'

const Sessions = z.array(z.object({ address: Address, chainId: z.number(), expiresAt: z.number() }))

/** A signed-in session as stored: who, on which chain, until when. */
export type StoredSession = z.output<typeof Sessions>[number]

/** A SIWE nonce being spent by a verified sign-in, and when it would expire anyway (unix ms). */
export type SpentNonce = { nonce: string; expiresAt: number }

/**
 * The auth module's SQL: signed-in sessions, keyed by the SHA-256 of the session id (see session-id), and the SIWE
 * nonces already spent (kept until they expire, so each opens one session only, whichever replica verifies it).
 * Nothing is stored when a nonce is handed out.
 */
export const sessions = {
  /**
   * Spends `nonce` and opens the session under `key`, in one transaction; false (and nothing stored) when the nonce
   * was spent before. Expired sessions and spent nonces are purged on the way, so both tables stay small.
   */
  async spendNonceAndOpen(db: Db, spent: SpentNonce, key: string, session: StoredSession, now: number) {
    return db.transaction(async (q) => {
      await q.query('delete from spent_auth_nonces where expires_at < $1', [now])
      await q.query('delete from sessions where expires_at < $1', [now])
      const fresh = await q.query(
        'insert into spent_auth_nonces (nonce, expires_at) values ($1, $2) on conflict (nonce) do nothing returning nonce',
        [spent.nonce, spent.expiresAt],
      )
      if (fresh.length === 0) return false
      await q.query(
        `insert into sessions (id, nonce, address, chain_id, issued_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
        [key, spent.nonce, session.address, session.chainId, now, session.expiresAt],
      )
      return true
    })
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
