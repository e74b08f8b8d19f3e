import { Address, Delegate } from '@concord/gateway-schema'
import { z } from 'zod'
import type { Queryable } from '../../db/db.js'
import type { Pagination } from '../../wire/pagination.js'

/** Filters of the delegates list (all given ones must match). */
export type DelegateFilter = {
  safe?: string | undefined
  delegate?: string | undefined
  delegator?: string | undefined
  label?: string | undefined
}

/** One delegation as stored: `safe` null means every Safe the delegator owns. */
export type Delegation = { safe: string | null; delegate: string; delegator: string }

const Count = z.object({ count: z.number() })
const Delegates = z.array(Delegate)
const Delegators = z.array(z.object({ delegator: Address }))

// A filter left out matches everything; the statement stays the same text whatever is given.
const MATCHES = `chain_id = $1 and ($2::text is null or safe = $2) and ($3::text is null or delegate = $3)
  and ($4::text is null or delegator = $4) and ($5::text is null or label = $5)`

/** The delegates module's SQL: delegations of proposers by Safe owners. */
export const delegates = {
  /** One page of the chain's delegations matching `filter`, oldest first, with their total count. */
  async page(db: Queryable, chainId: string, filter: DelegateFilter, { limit, offset }: Pagination) {
    const params = [
      chainId,
      filter.safe ?? null,
      filter.delegate ?? null,
      filter.delegator ?? null,
      filter.label ?? null,
    ]
    const [total] = await db.query(`select count(*) as count from delegates where ${MATCHES}`, params)
    const rows = await db.query(
      `select safe, delegate, delegator, label from delegates where ${MATCHES} order by id limit $6 offset $7`,
      [...params, limit, offset],
    )
    return { count: Count.parse(total).count, results: Delegates.parse(rows) }
  },

  /** Adds a delegation, or relabels it when it exists. */
  async upsert(db: Queryable, chainId: string, delegation: Delegation & { label: string }, now: number): Promise<void> {
    await db.query(
      `insert into delegates (chain_id, safe, delegate, delegator, label, created) values ($1, $2, $3, $4, $5, $6)
       on conflict (chain_id, delegate, delegator, coalesce(safe, '')) do update set label = excluded.label`,
      [chainId, delegation.safe, delegation.delegate, delegation.delegator, delegation.label, now],
    )
  },

  /** Removes a delegation; whether there was one. */
  async remove(db: Queryable, chainId: string, delegation: Delegation): Promise<boolean> {
    const deleted = await db.query(
      `delete from delegates where chain_id = $1 and delegate = $2 and delegator = $3 and coalesce(safe, '') = $4
       returning id`,
      [chainId, delegation.delegate, delegation.delegator, delegation.safe ?? ''],
    )
    return deleted.length > 0
  },

  /** Who delegated to `delegate` for `safe` or for every Safe, with the delegation not expired at `now`, oldest first. */
  async delegatorsOf(db: Queryable, chainId: string, delegate: string, safe: string, now: number): Promise<Address[]> {
    const rows = await db.query(
      `select delegator from delegates where chain_id = $1 and delegate = $2 and (safe = $3 or safe is null)
         and (expiry_date is null or expiry_date > $4) order by id`,
      [chainId, delegate, safe, now],
    )
    return Delegators.parse(rows).map((row) => row.delegator)
  },
}

/** One accepted hour-scoped signature: what it was for, its malleability-free key, and when it stops being valid. */
export type SpentSignature = { purpose: string; key: string; expiresAt: number }

/**
 * The hour-scoped signatures already accepted (delegate add and remove, delete requests), each once per purpose, but
 * for a delegate signature: an addition's can still remove once (`removal_spent`, migration 0010).
 */
export const usedSignatures = {
  /**
   * Records `spent` unless it was recorded before; whether it is new. Run in the transaction of the write it authorises:
   * of concurrent spends of one key exactly one inserts, the others wait for it and find it. Forgets expired entries
   * first, so the table holds only signatures still inside their window.
   */
  async spend(db: Queryable, chainId: string, spent: SpentSignature, now: number): Promise<boolean> {
    await db.query('delete from used_signatures where expires_at <= $1', [now])
    const inserted = await db.query(
      `insert into used_signatures (chain_id, purpose, signature_key, expires_at) values ($1, $2, $3, $4)
       on conflict do nothing returning signature_key`,
      [chainId, spent.purpose, spent.key, spent.expiresAt],
    )
    return inserted.length > 0
  },

  /**
   * Records `spent` as spent by a removal: new, or recorded by an addition only; whether it was. The upsert takes the
   * row's lock, so of concurrent removals with one key exactly one succeeds, and an addition racing a removal either
   * comes first (then the removal still works) or finds the key spent.
   */
  async spendForRemoval(db: Queryable, chainId: string, spent: SpentSignature, now: number): Promise<boolean> {
    await db.query('delete from used_signatures where expires_at <= $1', [now])
    const recorded = await db.query(
      `insert into used_signatures (chain_id, purpose, signature_key, expires_at, removal_spent)
       values ($1, $2, $3, $4, true)
       on conflict (chain_id, purpose, signature_key) do update set removal_spent = true
         where not used_signatures.removal_spent
       returning signature_key`,
      [chainId, spent.purpose, spent.key, spent.expiresAt],
    )
    return recorded.length > 0
  },
}
