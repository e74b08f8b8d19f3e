import type { Queryable } from '../db/db.js'
import { type OutboxEvent, outboxEvent } from './outbox-event.js'
import { insertOutboxEvents } from './outbox-repository.js'

/** What an API write did, as the Safe Transaction Service names it, with the fields of its payload. */
export type ApiWriteEvent =
  | { type: 'PENDING_MULTISIG_TRANSACTION' | 'DELETED_MULTISIG_TRANSACTION'; safeTxHash: string }
  | { type: 'NEW_CONFIRMATION'; safeTxHash: string; owners: readonly string[] }
  | { type: 'MESSAGE_CREATED'; messageHash: string }
  | { type: 'MESSAGE_CONFIRMATION'; messageHash: string; owners: readonly string[] }

/** The outbox events of one API write: one per confirming owner for confirmations. */
function toOutboxEvents(chainId: string, safe: string, write: ApiWriteEvent): OutboxEvent[] {
  const base = { chainId, safe, type: write.type }
  switch (write.type) {
    case 'NEW_CONFIRMATION':
      return write.owners.map((owner) =>
        outboxEvent(`${chainId}:${write.safeTxHash}:confirmation:${owner}`, base, {
          owner,
          safeTxHash: write.safeTxHash,
        }),
      )
    case 'MESSAGE_CONFIRMATION':
      return write.owners.map((owner) =>
        outboxEvent(`${chainId}:${write.messageHash}:message-confirmation:${owner}`, base, {
          owner,
          messageHash: write.messageHash,
        }),
      )
    case 'MESSAGE_CREATED':
      return [outboxEvent(`${chainId}:${write.messageHash}:message`, base, { messageHash: write.messageHash })]
    default:
      return [outboxEvent(`${chainId}:${write.safeTxHash}:${write.type}`, base, { safeTxHash: write.safeTxHash })]
  }
}

/**
 * Records what an API write did in the alert outbox, on `q`: the write's own transaction, so the event exists exactly
 * when the write does.
 */
export async function recordSafeEvents(q: Queryable, chainId: string, safe: string, write: ApiWriteEvent) {
  await insertOutboxEvents(q, toOutboxEvents(chainId, safe, write), Date.now())
}
