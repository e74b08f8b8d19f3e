import type { Queryable } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { type SafeRow, safes } from './safe-repository.js'

/** Loads an indexed Safe, or a 404 that says it is not (yet) indexed. */
export async function loadSafe(db: Queryable, chainId: string, address: string): Promise<SafeRow> {
  const safe = await safes.byAddress(db, chainId, address)
  if (safe === null)
    throw notFound(`Safe ${address} not found on chain ${chainId}; it is not a Safe or not indexed yet`)
  return safe
}
