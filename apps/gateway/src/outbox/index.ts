// The outbox's front door: the indexer and the write modules record alert events through what this file exports.
export { type OutboxEvent, outboxEvent } from './outbox-event.js'
export { ALERT_EVENTS } from './outbox-table.js'
export { recordSafeEvents } from './record-safe-events.js'
