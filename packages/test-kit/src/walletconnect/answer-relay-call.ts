import type { z } from 'zod'
import {
  fetchMessages,
  irnBatchPublish,
  irnBatchSubscribe,
  irnBatchUnsubscribe,
  irnPublish,
  irnSubscribe,
  irnUnsubscribe,
  type MethodAnswer,
} from './irn-methods.js'
import {
  approveSessionParams,
  batchPublishParams,
  batchUnsubscribeParams,
  describeIssue,
  proposeSessionParams,
  publishParams,
  topicParams,
  topicsParams,
  unsubscribeParams,
} from './relay-params.js'
import type { RelayConnection, RelayState } from './relay-state.js'
import { wcApproveSession, wcProposeSession } from './session-methods.js'

type Method = {
  params: z.ZodType
  answer: (state: RelayState, connection: RelayConnection, params: never) => MethodAnswer
}

const method = <S extends z.ZodType>(
  params: S,
  answer: (state: RelayState, connection: RelayConnection, params: z.infer<S>) => MethodAnswer,
): Method => ({ params, answer: answer as Method['answer'] })

/** Every method this relay answers: those the installed @walletconnect/core and sign-client send, and the fetches. */
const METHODS: Record<string, Method> = {
  irn_subscribe: method(topicParams, irnSubscribe),
  irn_batchSubscribe: method(topicsParams, irnBatchSubscribe),
  irn_unsubscribe: method(unsubscribeParams, irnUnsubscribe),
  irn_batchUnsubscribe: method(batchUnsubscribeParams, irnBatchUnsubscribe),
  irn_publish: method(publishParams, irnPublish),
  irn_batchPublish: method(batchPublishParams, irnBatchPublish),
  irn_fetchMessages: method(topicParams, (s, c, p) => fetchMessages(s, c, [p.topic])),
  irn_batchFetchMessages: method(topicsParams, (s, c, p) => fetchMessages(s, c, p.topics)),
  wc_proposeSession: method(proposeSessionParams, wcProposeSession),
  wc_approveSession: method(approveSessionParams, wcApproveSession),
}

/** The names of the methods the relay answers. */
export const RELAY_METHODS = Object.keys(METHODS)

/** Answers one request: an unknown method or bad params get a JSON-RPC error that says what to send instead. */
export function answerRelayCall(
  state: RelayState,
  connection: RelayConnection,
  name: string,
  params: unknown,
): MethodAnswer {
  state.stats.byMethod[name] = (state.stats.byMethod[name] ?? 0) + 1
  const known = Object.hasOwn(METHODS, name) ? METHODS[name] : undefined
  if (known === undefined) {
    return {
      error: {
        code: -32601,
        message: `Method not found: ${name}. This local WalletConnect relay answers ${RELAY_METHODS.join(', ')}.`,
      },
    }
  }
  const parsed = known.params.safeParse(params)
  if (!parsed.success) {
    return { error: { code: -32602, message: `Invalid params for ${name}: ${describeIssue(parsed.error)}.` } }
  }
  return known.answer(state, connection, parsed.data as never)
}
