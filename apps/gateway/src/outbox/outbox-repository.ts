import type { Queryable } from '../db/db.js'
import type { OutboxEvent } from './outbox-event.js'

/** Writes outbox events on `q`, the caller's transaction; an event whose key is already there is kept once. */
export async function insertOutboxEvents(q: Queryable, events: readonly OutboxEvent[], now: number): Promise<void> {
  if (events.length === 0) return
  const params: unknown[] = []
  const tuples = events.map((event) => {
    params.push(event.key, event.chainId, event.safe, event.type, JSON.stringify(event.payload), now)
    const at = params.length - 6
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}::jsonb, $${at + 6})`
  })
  await q.query(
    `insert into alert_events (event_key, chain_id, safe, type, payload, created_at) values ${tuples.join(', ')}
     on conflict (event_key) do nothing`,
    params,
  )
}
