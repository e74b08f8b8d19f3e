import { randomUUID } from 'node:crypto'
import { SafeEvent } from '@concord/gateway-schema'
import pg from 'pg'
import { z } from 'zod'
import type { BusEvent, EventBus } from './event-bus.js'

const CHANNEL = 'concord_events'

// What crosses between replicas: the event and the id of the replica that published it (which skips its own).
const Relayed = z.object({
  from: z.string(),
  event: z.union([SafeEvent, z.object({ type: z.literal('DEVICE_REMOVED'), uuid: z.string() })]),
})

/** A running relay: `close` stops listening and sending. */
export type EventRelay = { close(): Promise<void> }

/** Logger for a relay that lost its connection (events of other replicas are missed until it is back). */
type RelayLog = { warn(obj: object, msg: string): void }

/**
 * Carries the bus's events between gateway replicas on one PostgreSQL server with LISTEN/NOTIFY: each event published
 * here is NOTIFYed on `concord_events`; each one another replica NOTIFYed is delivered to this replica's streams.
 * One dedicated connection; when it drops, it reconnects (a second later) and the loss is logged.
 */
export async function startPgEventRelay(url: string, bus: EventBus, log: RelayLog): Promise<EventRelay> {
  const self = randomUUID()
  let client: pg.Client | null = null
  let closed = false
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      const parsed = Relayed.safeParse(JSON.parse(message.payload ?? 'null'))
      if (parsed.success && parsed.data.from !== self) bus.receive(parsed.data.event as BusEvent)
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'event relay connection lost; reconnecting')
      client = null
      next.end().catch(() => {})
      if (!closed) setTimeout(() => connect().catch(() => {}), 1000)
    })
    await next.connect()
    await next.query(`listen ${CHANNEL}`)
    client = next
  }
  await connect()
  bus.relayTo((event) => {
    client?.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: self, event })]).catch(() => {})
  })
  return {
    async close() {
      closed = true
      bus.relayTo(null)
      await client?.end().catch(() => {})
    },
  }
}
