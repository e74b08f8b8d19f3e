import type { z } from 'zod'
import { type MethodAnswer, publishAll, subscribeTopics } from './irn-methods.js'
import type { approveSessionParams, proposeSessionParams } from './relay-params.js'
import type { RelayConnection, RelayState } from './relay-state.js'

// Sign 2.5 leaves TTL and tag of these two to the relay; these are the ones of the messages they replace
// (wc_sessionPropose request 1100 and response 1101, wc_sessionSettle request 1102, five minutes each).
const FIVE_MINUTES = 300
const TAG_PROPOSE = 1100
const TAG_PROPOSE_RESPONSE = 1101
const TAG_SETTLE = 1102

/**
 * wc_proposeSession (Sign 2.5, @walletconnect/sign-client ≥ 2.22): the dapp, which did not subscribe to its new
 * pairing topic itself, is subscribed to it here, and the proposal is published there for the wallet that pairs.
 */
export function wcProposeSession(
  state: RelayState,
  c: RelayConnection,
  p: z.infer<typeof proposeSessionParams>,
): MethodAnswer {
  const ttl = p.ttl ?? FIVE_MINUTES
  const published = publishAll(state, c, [{ topic: p.pairingTopic, message: p.sessionProposal, ttl, tag: TAG_PROPOSE }])
  if ('error' in published) return published
  const { after } = subscribeTopics(state, c, [p.pairingTopic])
  return {
    result: true,
    after: () => {
      published.after?.()
      after()
    },
  }
}

/**
 * wc_approveSession (Sign 2.5): the wallet, which did not subscribe to the new session topic itself, is subscribed
 * to it; the proposal's answer goes to the pairing topic (the dapp) and the settlement to the session topic, where
 * the dapp finds it when it subscribes after reading the answer.
 */
export function wcApproveSession(
  state: RelayState,
  c: RelayConnection,
  p: z.infer<typeof approveSessionParams>,
): MethodAnswer {
  const ttl = p.ttl ?? FIVE_MINUTES
  const published = publishAll(state, c, [
    { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl, tag: TAG_PROPOSE_RESPONSE },
    { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl, tag: TAG_SETTLE },
  ])
  if ('error' in published) return published
  const { after } = subscribeTopics(state, c, [p.sessionTopic])
  return {
    result: true,
    after: () => {
      published.after?.()
      after()
    },
  }
}
