import type { FastifyRequest } from 'fastify'
import { isAddressEqual } from 'viem'
import type { Queryable } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { readSession, readSessionCookie } from '../auth/index.js'

/**
 * The signed-in account when `account` is its own: no session is a 401, another account's book a 404 (a session
 * learns nothing about other books, not even whether they exist).
 */
export async function ownAddressBook(db: Queryable, request: FastifyRequest, account: string): Promise<string> {
  const session = await readSession(db, readSessionCookie(request))
  if (!isAddressEqual(session.address, account as `0x${string}`)) {
    throw notFound(`No address book of ${account} for this session: you are signed in as ${session.address}`)
  }
  return session.address
}
