import type { RpcError } from './json-rpc-frames.js'
import type { StoredMessage } from './mailbox.js'
import type { RelayConnection, RelayState } from './relay-state.js'

/** One message to store on a topic. */
export type Outgoing = { topic: string; message: string; ttl: number; tag: number }

/** The refusal of a message over the size limit, in words, or null when every message fits. */
export function oversized(state: RelayState, messages: readonly Outgoing[]): RpcError | null {
  const max = state.limits.maxMessageBytes
  for (const { message } of messages) {
    const bytes = Buffer.byteLength(message)
    if (bytes > max) {
      return {
        code: -32602,
        message: `Message too large: ${bytes} bytes, this relay takes at most ${max}. Send a shorter message.`,
      }
    }
  }
  return null
}

/** Stores a message from a connection's client (a repeat returns the one held); the caller fans new ones out. */
export function publishMessage(state: RelayState, connection: RelayConnection, out: Outgoing): StoredMessage {
  const outcome = state.mailbox.put({
    topic: out.topic,
    message: out.message,
    tag: out.tag,
    ttlSeconds: out.ttl,
    from: connection.client,
  })
  if ('repeat' in outcome) return outcome.repeat
  state.stats.published++
  return outcome.stored
}
