import { z } from 'zod'
import type { Queryable } from '../../../db/db.js'

/** What the alert pipeline holds now. */
export type AlertBacklog = {
  /** Outbox events not yet fanned out into deliveries. */
  events: number
  /** Deliveries waiting for their first or next attempt. */
  pending: number
  /** Deliveries given up on (parked), waiting for an owner to retry them. */
  parked: number
}

const BacklogRow = z.object({ events: z.coerce.number(), pending: z.coerce.number(), parked: z.coerce.number() })

/** The metrics' read of the alert tables (counts through the status index; the outbox is short-lived). */
export const alertBacklog = {
  async read(db: Queryable): Promise<AlertBacklog> {
    const [row] = await db.query(
      `select (select count(*) from alert_events) as events,
              (select count(*) from alert_deliveries where status = 'pending') as pending,
              (select count(*) from alert_deliveries where status = 'parked') as parked`,
    )
    return BacklogRow.parse(row)
  },
}
