import type { Queryable } from '../../db/db.js'

/**
 * The slots of Safes tracked because a request asked about them (issue 28 point 3): at most `max` per chain, held while
 * they are asked about. A new Safe past the cap takes the least recently requested slot; a slot a signed-in owner of
 * its Safe asked for is taken only by another owner's request. Config Safes hold no slot and are never evicted.
 */
export function requestSlotsRepository(db: Queryable) {
  /** Takes a free slot (a new row, or an evicted one tracked again); returns whether it did. */
  const claimFree = async (chainId: string, address: string, max: number, byOwner: boolean, now: number) => {
    const rows = await db.query(
      `insert into tracked_safes (chain_id, address, source, tracked_at, last_requested_at, by_owner)
       select $1, $2, 'request', $3, $3, $5
       where (select count(*) from tracked_safes where chain_id = $1 and source = 'request' and not evicted) < $4
       on conflict (chain_id, address) do update
         set evicted = false, last_requested_at = excluded.last_requested_at, by_owner = excluded.by_owner
         where tracked_safes.evicted
       returning address`,
      [chainId, address, now, max, byOwner],
    )
    return rows.length > 0
  }

  /** Evicts the least recently requested slot this request may take; returns whether one was freed. */
  const evictOne = async (chainId: string, byOwner: boolean) => {
    const rows = await db.query(
      `update tracked_safes set evicted = true
       where chain_id = $1 and address = (
         select address from tracked_safes
         where chain_id = $1 and source = 'request' and not evicted and (not by_owner or $2)
         order by by_owner, last_requested_at, address limit 1)
       returning address`,
      [chainId, byOwner],
    )
    return rows.length > 0
  }

  return {
    /**
     * Starts (or resumes) tracking `address` because a request asked about it, recycling the least recently requested
     * slot it may take when the chain's `max` are held; returns whether it is tracked now.
     */
    async claim(chainId: string, address: string, max: number, byOwner: boolean): Promise<boolean> {
      const now = Date.now()
      if (max === 0) return false
      if (await claimFree(chainId, address, max, byOwner, now)) return true
      if (!(await evictOne(chainId, byOwner))) return false
      return claimFree(chainId, address, max, byOwner, now)
    },

    /** Records a request about a Safe tracked on request (its slot is recycled last), and whether its owner asked. */
    async touch(chainId: string, address: string, byOwner: boolean): Promise<void> {
      await db.query(
        `update tracked_safes set last_requested_at = $3, by_owner = by_owner or $4
         where chain_id = $1 and address = $2 and source = 'request' and not evicted`,
        [chainId, address, Date.now(), byOwner],
      )
    },
  }
}
