import { z } from 'zod'

// A topic is the hex of a 32-byte hash (the SDKs derive it with sha256); anything else is a client bug worth naming.
const topic = z.string().regex(/^[0-9a-f]{64}$/i, 'a topic is 64 hexadecimal characters (32 bytes)')
// The relay takes TTLs up to 30 days; the SDKs use 30 s (pings) to 30 days (subscriptions).
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
const ttl = z.number().int().min(1).max(MAX_TTL_SECONDS)
const tag = z.number().int().min(0)
const message = z.string().min(1, 'message is empty')
// How many topics or messages one batch call may carry (the SDK batches subscriptions 500 at a time).
export const MAX_BATCH = 500

/** irn_subscribe and irn_fetchMessages. */
export const topicParams = z.object({ topic })
/** irn_batchSubscribe and irn_batchFetchMessages. */
export const topicsParams = z.object({ topics: z.array(topic).min(1).max(MAX_BATCH) })
const unsubscribe = z.object({ topic, id: z.string().optional() })
/** irn_unsubscribe. */
export const unsubscribeParams = unsubscribe
/** irn_batchUnsubscribe. */
export const batchUnsubscribeParams = z.object({ subscriptions: z.array(unsubscribe).min(1).max(MAX_BATCH) })
const publish = z.looseObject({ topic, message, ttl, tag: tag.optional(), prompt: z.boolean().optional() })
/** irn_publish (extra fields such as correlationId are accepted and ignored, as the relay does). */
export const publishParams = publish
/** irn_batchPublish. */
export const batchPublishParams = z.object({ messages: z.array(publish).min(1).max(MAX_BATCH) })
/** wc_proposeSession: the dapp's proposal, sent to the pairing topic by the relay (Sign 2.5). */
export const proposeSessionParams = z.looseObject({
  pairingTopic: topic,
  sessionProposal: message,
  ttl: ttl.optional(),
})
/** wc_approveSession: the wallet's answer on the pairing topic and its settlement on the new session topic. */
export const approveSessionParams = z.looseObject({
  sessionTopic: topic,
  pairingTopic: topic,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.optional(),
})

/** The first problem zod found, in words: "topics.0: a topic is 64 hexadecimal characters (32 bytes)". */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (issue === undefined) return 'invalid params'
  const path = issue.path.join('.')
  return path === '' ? issue.message : `${path}: ${issue.message}`
}
