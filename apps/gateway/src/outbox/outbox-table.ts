import type { Table } from '../db/table.js'

/** An `alert_events` row as a batch write records it (the payload as JSON text). */
export type AlertEventRow = {
  eventKey: string
  chainId: string
  safe: string
  type: string
  payload: string
  createdAt: number
}

/** The outbox table, for the indexer's batch writes: a repeated event key is the same event, kept once. */
export const ALERT_EVENTS: Table<AlertEventRow> = {
  name: 'alert_events',
  fields: ['eventKey', 'chainId', 'safe', 'type', 'payload', 'createdAt'],
  key: ['eventKey'],
  onConflict: 'skip',
  jsonb: ['payload'],
}
