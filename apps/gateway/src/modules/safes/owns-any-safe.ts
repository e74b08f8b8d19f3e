import type { Queryable } from '../../db/db.js'
import { safes } from './safe-repository.js'

/** Whether `owner` is a current owner of any Safe on the chain. */
export function ownsAnySafe(db: Queryable, chainId: string, owner: string): Promise<boolean> {
  return safes.ownsAny(db, chainId, owner)
}
