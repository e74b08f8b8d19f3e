import type { z } from 'zod'
import { deliverPending, fanOut, messageData } from './deliveries.js'
import type { RpcError } from './json-rpc-frames.js'
import { type Outgoing, oversized, publishMessage } from './publish-message.js'
import type {
  batchPublishParams,
  batchUnsubscribeParams,
  publishParams,
  topicParams,
  topicsParams,
  unsubscribeParams,
} from './relay-params.js'
import type { RelayConnection, RelayState } from './relay-state.js'
import { subscribe, unsubscribe } from './subscriptions.js'

/** A method's answer, and what to do once it is sent (deliveries follow the answer, as on the real relay). */
export type MethodAnswer = { result: unknown; after?: () => void } | { error: RpcError }

const toOutgoing = (p: z.infer<typeof publishParams>): Outgoing => ({
  topic: p.topic,
  message: p.message,
  ttl: p.ttl,
  tag: p.tag ?? 0,
})

/** irn_subscribe / irn_batchSubscribe: subscription ids, then the topics' waiting messages. */
export function subscribeTopics(state: RelayState, connection: RelayConnection, topics: string[]) {
  const ids = topics.map((topic) => subscribe(state, connection, topic))
  return {
    ids,
    after: () => {
      for (const topic of topics) deliverPending(state, connection, topic)
    },
  }
}

/** irn_subscribe. */
export function irnSubscribe(state: RelayState, c: RelayConnection, p: z.infer<typeof topicParams>): MethodAnswer {
  const { ids, after } = subscribeTopics(state, c, [p.topic])
  return { result: ids[0], after }
}

/** irn_batchSubscribe. */
export function irnBatchSubscribe(
  state: RelayState,
  c: RelayConnection,
  p: z.infer<typeof topicsParams>,
): MethodAnswer {
  const { ids, after } = subscribeTopics(state, c, p.topics)
  return { result: ids, after }
}

/** irn_unsubscribe. */
export function irnUnsubscribe(
  state: RelayState,
  c: RelayConnection,
  p: z.infer<typeof unsubscribeParams>,
): MethodAnswer {
  unsubscribe(state, c, p.topic)
  return { result: true }
}

/** irn_batchUnsubscribe. */
export function irnBatchUnsubscribe(
  state: RelayState,
  c: RelayConnection,
  p: z.infer<typeof batchUnsubscribeParams>,
): MethodAnswer {
  for (const s of p.subscriptions) unsubscribe(state, c, s.topic)
  return { result: true }
}

/** Stores messages (all or none when one is too large) and fans the new ones out after the answer. */
export function publishAll(state: RelayState, c: RelayConnection, messages: Outgoing[]): MethodAnswer {
  const refused = oversized(state, messages)
  if (refused !== null) return { error: refused }
  const stored = messages.map((out) => publishMessage(state, c, out))
  return {
    result: true,
    after: () => {
      for (const message of stored) fanOut(state, message)
    },
  }
}

/** irn_publish. */
export function irnPublish(state: RelayState, c: RelayConnection, p: z.infer<typeof publishParams>): MethodAnswer {
  return publishAll(state, c, [toOutgoing(p)])
}

/** irn_batchPublish. */
export function irnBatchPublish(
  state: RelayState,
  c: RelayConnection,
  p: z.infer<typeof batchPublishParams>,
): MethodAnswer {
  return publishAll(state, c, p.messages.map(toOutgoing))
}

/**
 * irn_fetchMessages / irn_batchFetchMessages: the topics' messages this client has not had, oldest first, at most
 * `maxFetch`; `hasMore` says to fetch again. Fetched messages count as delivered.
 */
export function fetchMessages(state: RelayState, c: RelayConnection, topics: string[]): MethodAnswer {
  const pending = topics.flatMap((topic) => state.mailbox.pendingFor(c.client, topic)).sort((a, b) => a.seq - b.seq)
  const page = pending.slice(0, state.limits.maxFetch)
  for (const message of page) message.deliveredTo.add(c.client)
  return { result: { messages: page.map(messageData), hasMore: pending.length > page.length } }
}
