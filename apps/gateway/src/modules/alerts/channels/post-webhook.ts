import http from 'node:http'
import https from 'node:https'
import type { AddressPolicy } from '../../../net/address-policy.js'
import { guardedRequest } from '../../../net/guarded-request.js'
import type { AttemptOutcome } from '../subscriptions/alert-rows.js'

/** Connection pools kept between deliveries, so a busy receiver is not dialled (and TLS-shaken) per webhook. */
export type WebhookAgents = { http: http.Agent; https: https.Agent; destroy(): void }

/**
 * Keep-alive agents for the delivery worker: at most `maxSockets` connections per receiver; an idle connection is
 * closed after a few seconds, before a receiver's own keep-alive timeout (Node's is 5 s) could close it under a request.
 */
export function createWebhookAgents(maxSockets: number): WebhookAgents {
  const options = { keepAlive: true, maxSockets, timeout: 4_000 }
  const agents = { http: new http.Agent(options), https: new https.Agent(options) }
  return {
    ...agents,
    destroy() {
      agents.http.destroy()
      agents.https.destroy()
    },
  }
}

// A receiver has nothing to tell us but its status; a longer answer is cut off as a failure.
const MAX_ANSWER_BYTES = 64 * 1024

/**
 * POSTs a webhook body through the gateway's guarded request: only to addresses the policy allows (checked at connect
 * time, after DNS), never following a redirect (a 3xx is a failed attempt), and with `timeoutMs` as ONE deadline for
 * connect, headers and the whole answer, so a receiver dripping its answer cannot hold the attempt (and a pooled
 * connection) past it. A 2xx is delivered.
 */
export async function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { policy: AddressPolicy; timeoutMs: number; agents?: WebhookAgents | undefined },
): Promise<AttemptOutcome> {
  const started = Date.now()
  const done = (statusCode: number | null, error: string | null): AttemptOutcome => ({
    ok: error === null,
    statusCode,
    error,
    durationMs: Date.now() - started,
  })
  try {
    const { status } = await guardedRequest(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      policy: options.policy,
      deadlineMs: options.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
      agents: options.agents,
    })
    if (status >= 200 && status < 300) return done(status, null)
    const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : ''
    return done(status, `The receiver answered ${status}${redirect}`)
  } catch (error) {
    return done(null, (error as Error).message)
  }
}
