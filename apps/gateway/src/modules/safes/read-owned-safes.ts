import type { OwnedSafes } from '@concord/gateway-schema'
import type { Queryable } from '../../db/db.js'
import { safes } from './safe-repository.js'

/** The Safes an address is a current owner of on one chain. */
export async function readOwnedSafes(db: Queryable, chainId: string, owner: string): Promise<OwnedSafes> {
  return { safes: await safes.ownedBy(db, chainId, owner) }
}
