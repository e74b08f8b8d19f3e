import type { Queryable } from '../../../db/db.js'
import { senderImitatesBook } from '../../address-book/index.js'
import { senderLooksAlike } from '../../counterparties/index.js'
import type { OutboxRow, SubscriptionRow } from '../subscriptions/alert-rows.js'

/**
 * Whether an event is incoming ether or tokens from a look-alike of an owner or of an address the Safe paid or called:
 * address poisoning wants to be noticed, and an alert would lead the owners to the attacker's address.
 */
export async function isSuspiciousIncoming(q: Queryable, event: OutboxRow): Promise<boolean> {
  if (event.type !== 'INCOMING_TOKEN' && event.type !== 'INCOMING_ETHER') return false
  const from = event.payload.from
  return typeof from === 'string' && senderLooksAlike(q, event.chainId, event.safe, from)
}

/**
 * Whether an event is incoming ether or tokens from a look-alike of an address the subscription's creator named in
 * their address book on the chain (synced to the gateway): the Safe's index does not know it, the creator does.
 */
export async function imitatesCreatorsBook(q: Queryable, event: OutboxRow, subscription: SubscriptionRow) {
  if (event.type !== 'INCOMING_TOKEN' && event.type !== 'INCOMING_ETHER') return false
  const from = event.payload.from
  return typeof from === 'string' && senderImitatesBook(q, subscription.createdBy, event.chainId, from)
}

/** Whether the event is the subscription creator's own confirmation (of a transaction or message): they know it. */
export function isOwnAction(event: OutboxRow, subscription: SubscriptionRow): boolean {
  if (event.type !== 'NEW_CONFIRMATION' && event.type !== 'MESSAGE_CONFIRMATION') return false
  const owner = event.payload.owner
  return typeof owner === 'string' && owner.toLowerCase() === subscription.createdBy.toLowerCase()
}
