import type { OwnedSafes } from '@concord/gateway-schema'
import type { Queryable } from '../../db/db.js'
import { counterfactualSafes } from './counterfactual/counterfactual-repository.js'
import { safes } from './safe-repository.js'

/** The Safes an address is a current owner of on one chain, then those registered before deployment. */
export async function readOwnedSafes(db: Queryable, chainId: string, owner: string): Promise<OwnedSafes> {
  const [indexed, registered] = await Promise.all([
    safes.ownedBy(db, chainId, owner),
    counterfactualSafes.ownedBy(db, chainId, owner),
  ])
  // A registered Safe stays registered after its deployment; once indexed it is listed once, where the index puts it.
  const more = registered.filter((address) => !indexed.includes(address as (typeof indexed)[number]))
  return { safes: [...indexed, ...(more as typeof indexed)] }
}
