import type { StoredMessage } from './mailbox.js'
import type { RelayConnection, RelayState } from './relay-state.js'

/** The message as the SDK reads it from an irn_subscription or a fetch: `data` of the request, an item of `messages`. */
export function messageData(message: StoredMessage) {
  return { topic: message.topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag }
}

/**
 * Sends one stored message to a subscribed connection as an irn_subscription request, unless its client already
 * has it or it is on its way there; it counts as delivered once the client acknowledges it.
 */
export function deliver(state: RelayState, connection: RelayConnection, message: StoredMessage): void {
  const subscriptionId = connection.subscriptions.get(message.topic)
  if (subscriptionId === undefined || message.from === connection.client) return
  if (message.deliveredTo.has(connection.client)) return
  for (const waiting of connection.awaitingAck.values()) if (waiting === message) return
  const id = state.nextId()
  connection.awaitingAck.set(String(id), message)
  state.stats.delivered++
  connection.send({
    jsonrpc: '2.0',
    id,
    method: 'irn_subscription',
    params: { id: subscriptionId, data: messageData(message) },
  })
}

/** Sends a connection every message of `topic` its client has not had yet (the mailbox at subscribe time). */
export function deliverPending(state: RelayState, connection: RelayConnection, topic: string): void {
  for (const message of state.mailbox.pendingFor(connection.client, topic)) deliver(state, connection, message)
}

/** Sends a new message to every connection subscribed to its topic, the publisher's own client aside. */
export function fanOut(state: RelayState, message: StoredMessage): void {
  for (const connection of state.subscribers.get(message.topic) ?? []) deliver(state, connection, message)
}

/** Records a client's answer to a delivery: an acknowledgement marks the message delivered to that client. */
export function acknowledge(state: RelayState, connection: RelayConnection, id: string, ok: boolean): void {
  const message = connection.awaitingAck.get(id)
  if (message === undefined) return
  connection.awaitingAck.delete(id)
  if (!ok) return
  message.deliveredTo.add(connection.client)
  state.stats.acknowledged++
}
