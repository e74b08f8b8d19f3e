import type { Queryable } from '../db/db.js'

/**
 * The delegator on whose behalf `sender` may propose to `safe`: a delegation for this Safe or for every Safe, by a
 * current owner, not expired. Null when `sender` is nobody's delegate here.
 */
export async function validDelegator(
  q: Queryable,
  chainId: string,
  safe: string,
  owners: readonly string[],
  sender: string,
): Promise<string | null> {
  const rows = await q.query<{ delegator: string }>(
    `select delegator from delegates where chain_id = $1 and delegate = $2 and (safe = $3 or safe is null)
       and (expiry_date is null or expiry_date > $4) order by id`,
    [chainId, sender, safe, Date.now()],
  )
  return rows.find((r) => owners.includes(r.delegator))?.delegator ?? null
}
