import { isOwner } from '@concord/protocol'
import type { FastifyRequest } from 'fastify'
import type { Address } from 'viem'
import type { ChainRuntime } from '../../context/gateway-context.js'
import type { Queryable } from '../../db/db.js'
import { readSession, readSessionCookie } from '../auth/index.js'
import { loadSafe } from './load-safe.js'
import { readSafeFromChain } from './read-safe-from-chain.js'

/**
 * Whether the request comes from a signed-in (SIWE) owner of the Safe: its owners as indexed (`indexed`: the Safe is
 * followed) or else read from the chain. False without a live session, at no cost beyond the cookie's check.
 */
export function ownerAsks(
  db: Queryable,
  chain: ChainRuntime,
  request: FastifyRequest,
  address: Address,
): (indexed: boolean) => Promise<boolean> {
  return async (indexed) => {
    const cookie = readSessionCookie(request)
    if (cookie === undefined) return false
    // An expired or unknown session asks as anyone: this read is public, only the slot's precedence depends on it.
    const session = await readSession(db, cookie).catch(() => null)
    if (session === null) return false
    const owners = indexed
      ? (await loadSafe(db, chain.chainId, address)).owners
      : ((await readSafeFromChain(chain, address))?.owners ?? [])
    return isOwner(owners, session.address)
  }
}
