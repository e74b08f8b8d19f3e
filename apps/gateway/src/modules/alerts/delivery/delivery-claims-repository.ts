import { z } from 'zod'
import type { Queryable } from '../../../db/db.js'
import { DeliveryRow } from '../subscriptions/alert-rows.js'

const ClaimedDeliveries = z.array(DeliveryRow.extend({ destinationKey: z.string() }))

/** Where a delivery goes, as the per-destination limit counts it: a webhook's origin, or the SMTP server. */
const DESTINATION_KEY = `(case when s.channel = 'email' then 'smtp'
  else coalesce(lower(substring(s.destination from '^[A-Za-z]+://[^/?#]+')), s.destination) end)`

/** How many attempts one worker makes to one destination at once, and how many it is making now (by destination). */
export type DestinationLimit = { perDestination: number; busy: ReadonlyMap<string, number> }

/** A claimed delivery, with the destination its per-destination limit counts it under. */
export type ClaimedDelivery = z.output<typeof ClaimedDeliveries>[number]

/** Claims of due deliveries by the delivery worker's lanes, and the leases that keep other replicas off them. */
export const deliveryClaims = {
  /**
   * Claims up to `limit` due deliveries for `leaseMs`: another worker skips them until the lease ends (or is renewed),
   * so a worker that dies mid-delivery only delays them. At most `perDestination` per destination (a webhook's scheme,
   * host and port; every email shares the SMTP server) counting the `busy` ones this worker already attempts, so one
   * receiver cannot take every lane. Row-locked with `skip locked` on PGlite and PostgreSQL.
   */
  async claimDue(db: Queryable, now: number, leaseMs: number, limit: number, destinations: DestinationLimit) {
    const busy = JSON.stringify(Object.fromEntries(destinations.busy))
    const rows = await db.query(
      `with candidates as (
         select d.id, d.next_attempt_at, d.created_at, ${DESTINATION_KEY} as destination_key
         from alert_deliveries d join alert_subscriptions s on s.id = d.subscription_id
         where d.status = 'pending' and d.next_attempt_at <= $1 and (d.lease_until is null or d.lease_until < $1)
           and coalesce(($4::jsonb ->> ${DESTINATION_KEY})::int, 0) < $5
         order by d.next_attempt_at, d.created_at limit $6 for update of d skip locked),
       ranked as (
         select id, destination_key, next_attempt_at, created_at, coalesce(($4::jsonb ->> destination_key)::int, 0)
           + row_number() over (partition by destination_key order by next_attempt_at, created_at) as lane
         from candidates),
       chosen as (select id, destination_key from ranked where lane <= $5 order by next_attempt_at, created_at limit $3)
       update alert_deliveries d set lease_until = $2 from chosen where d.id = chosen.id
       returning d.id, subscription_id as "subscriptionId", dedupe_key as "dedupeKey", type, payload, status, attempts,
         next_attempt_at as "nextAttemptAt", lease_until as "leaseUntil", last_error as "lastError",
         delivered_at as "deliveredAt", d.created_at as "createdAt", chosen.destination_key as "destinationKey"`,
      [now, now + leaseMs, limit, busy, destinations.perDestination, limit * destinations.perDestination],
    )
    return ClaimedDeliveries.parse(rows)
  },

  /** Extends the leases of deliveries still being attempted, so no other replica takes one over meanwhile. */
  async renewLeases(db: Queryable, ids: readonly string[], leaseUntil: number): Promise<void> {
    if (ids.length === 0) return
    await db.query(`update alert_deliveries set lease_until = $2 where id = any($1::text[]) and status = 'pending'`, [
      `{${ids.join(',')}}`,
      leaseUntil,
    ])
  },
}
