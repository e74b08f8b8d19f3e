import type { Address } from '@concord/gateway-schema'
import { isOwner } from '@concord/protocol'
import type { Queryable } from '../../db/db.js'
import { delegates } from './delegate-repository.js'

/**
 * The delegator on whose behalf `sender` may propose to `safe`: a delegation for this Safe or for every Safe, by a
 * current owner, not expired. Null when `sender` is nobody's delegate here.
 */
export async function validDelegator(
  db: Queryable,
  chainId: string,
  safe: string,
  owners: readonly string[],
  sender: string,
): Promise<Address | null> {
  const delegators = await delegates.delegatorsOf(db, chainId, sender, safe, Date.now())
  return delegators.find((delegator) => isOwner(owners, delegator)) ?? null
}
