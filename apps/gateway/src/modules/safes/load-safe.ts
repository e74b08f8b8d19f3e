import type { Queryable } from '../../db/db.js'
import { type GatewayError, notFound } from '../../errors.js'
import { type SafeRow, safes } from './safe-repository.js'

/** The 404 for an address that is no Safe the gateway knows (not indexed, and none on the chain either). */
export function safeNotFound(chainId: string, address: string): GatewayError {
  return notFound(`Safe ${address} not found on chain ${chainId}; it is not a Safe or not indexed yet`)
}

/** Loads an indexed Safe, or a 404 that says it is not (yet) indexed. */
export async function loadSafe(db: Queryable, chainId: string, address: string): Promise<SafeRow> {
  const safe = await safes.byAddress(db, chainId, address)
  if (safe === null) throw safeNotFound(chainId, address)
  return safe
}
