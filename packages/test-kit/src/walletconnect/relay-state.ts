import type { StoredMessage } from './mailbox.js'
import { createMailbox, type Mailbox } from './mailbox.js'

/** One client's WebSocket as the relay sees it. */
export type RelayConnection = {
  /** The client's id: the `iss` of its auth JWT (a did:key), or a per-connection name when it sent none. */
  client: string
  /** Sends one JSON-RPC frame. */
  send(frame: Record<string, unknown>): void
  /** Topic → subscription id. */
  subscriptions: Map<string, string>
  /** Deliveries sent and not yet acknowledged, by the id of their irn_subscription request. */
  awaitingAck: Map<string, StoredMessage>
}

/** What the relay counted since it started. */
export type WalletConnectRelayStats = {
  connections: number
  /** Requests received per method (unknown ones too). */
  byMethod: Record<string, number>
  /** Messages stored (repeats not counted). */
  published: number
  /** irn_subscription requests sent, and acknowledged. */
  delivered: number
  acknowledged: number
  /** Requests answered with an error, and connections refused for a bad auth JWT. */
  errors: number
  refusedConnections: number
}

/** The limits the relay holds clients to. */
export type RelayLimits = {
  maxMessageBytes: number
  maxFetch: number
}

/** The relay's shared state: mailbox, who subscribes to what, limits and counters. */
export type RelayState = {
  mailbox: Mailbox
  subscribers: Map<string, Set<RelayConnection>>
  limits: RelayLimits
  stats: WalletConnectRelayStats
  /** A fresh id for a request the relay sends (unique, well under 2^53). */
  nextId(): number
}

/** A relay state with an empty mailbox. */
export function createRelayState(limits: RelayLimits & { maxMessagesPerTopic: number }): RelayState {
  let counter = 0
  return {
    mailbox: createMailbox(limits.maxMessagesPerTopic),
    subscribers: new Map(),
    limits: { maxMessageBytes: limits.maxMessageBytes, maxFetch: limits.maxFetch },
    stats: {
      connections: 0,
      byMethod: {},
      published: 0,
      delivered: 0,
      acknowledged: 0,
      errors: 0,
      refusedConnections: 0,
    },
    nextId: () => Date.now() * 1000 + (counter++ % 1000),
  }
}
