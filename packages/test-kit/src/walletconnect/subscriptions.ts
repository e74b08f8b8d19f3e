import { createHash } from 'node:crypto'
import type { RelayConnection, RelayState } from './relay-state.js'

/**
 * Subscribes a connection to a topic and returns the subscription id: sha256 of topic and client id, the id the SDK
 * computes on its side, so an irn_unsubscribe names the same subscription either way.
 */
export function subscribe(state: RelayState, connection: RelayConnection, topic: string): string {
  const existing = connection.subscriptions.get(topic)
  if (existing !== undefined) return existing
  const id = createHash('sha256').update(`${topic}${connection.client}`).digest('hex')
  connection.subscriptions.set(topic, id)
  let set = state.subscribers.get(topic)
  if (set === undefined) {
    set = new Set()
    state.subscribers.set(topic, set)
  }
  set.add(connection)
  return id
}

/**
 * Ends a connection's subscription to a topic (nothing to do when it had none); deliveries of the topic it did not
 * acknowledge are forgotten, so a new subscription gets them again.
 */
export function unsubscribe(state: RelayState, connection: RelayConnection, topic: string): void {
  connection.subscriptions.delete(topic)
  for (const [id, message] of connection.awaitingAck) if (message.topic === topic) connection.awaitingAck.delete(id)
  const set = state.subscribers.get(topic)
  if (set === undefined) return
  set.delete(connection)
  if (set.size === 0) state.subscribers.delete(topic)
}

/** Forgets a closed connection: its subscriptions end, its unacknowledged deliveries stay in the mailbox. */
export function dropConnection(state: RelayState, connection: RelayConnection): void {
  for (const topic of [...connection.subscriptions.keys()]) unsubscribe(state, connection, topic)
  connection.awaitingAck.clear()
}
