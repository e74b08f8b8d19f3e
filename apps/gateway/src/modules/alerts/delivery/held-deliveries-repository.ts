import { z } from 'zod'
import type { Queryable } from '../../../db/db.js'

/** The type of the delivery that sums up a subscription's held ones. */
export const SUMMARY_TYPE = 'ALERT_SUMMARY'

const Counts = z.array(z.object({ subscriptionId: z.string(), count: z.number() }))
const Taken = z.array(z.object({ subscriptionId: z.string(), type: z.string(), createdAt: z.number() }))

/** A held delivery taken to be summed up. */
export type TakenHeld = z.output<typeof Taken>[number]

/** Deliveries held back by the per-subscription rate limit, until a summary takes them. */
export const heldDeliveries = {
  /** How many deliveries (neither held nor summaries) each subscription got since `since`. */
  async recentCounts(q: Queryable, subscriptionIds: readonly string[], since: number): Promise<Map<string, number>> {
    if (subscriptionIds.length === 0) return new Map()
    const rows = await q.query(
      `select subscription_id as "subscriptionId", count(*)::int as count from alert_deliveries
       where subscription_id = any($1::text[]) and created_at > $2 and status not in ('held', 'folded') and type <> $3
       group by subscription_id`,
      [`{${subscriptionIds.join(',')}}`, since, SUMMARY_TYPE],
    )
    return new Map(Counts.parse(rows).map((row) => [row.subscriptionId, row.count]))
  },

  /**
   * Takes the held deliveries of every subscription whose oldest held one is from `until` or before (their rate window
   * has ended): marks them folded (kept, so their dedupe keys still hold) and returns them. A replica that takes them
   * is the only one that does.
   */
  async takeDue(q: Queryable, until: number): Promise<TakenHeld[]> {
    const rows = await q.query(
      `update alert_deliveries set status = 'folded' where status = 'held' and subscription_id in (
         select subscription_id from alert_deliveries where status = 'held'
         group by subscription_id having min(created_at) <= $1)
       returning subscription_id as "subscriptionId", type, created_at as "createdAt"`,
      [until],
    )
    return Taken.parse(rows)
  },
}
