import http from 'node:http'
import https from 'node:https'
import type { AttemptOutcome } from './alert-rows.js'
import { type DestinationPolicy, guardedLookup, hostOf, isAllowedAddress } from './destination-policy.js'

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

/**
 * POSTs a webhook body with node:http(s): only to addresses the policy allows (checked at connect time, after DNS),
 * never following a redirect (a 3xx is a failed attempt), within `timeoutMs`. A 2xx is delivered. Our own code
 * rather than fetch, because fetch cannot check the address it connects to.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { policy: DestinationPolicy; timeoutMs: number; agents?: WebhookAgents | undefined },
): Promise<AttemptOutcome> {
  const started = Date.now()
  const url = new URL(target)
  const host = hostOf(url)
  const done = (statusCode: number | null, error: string | null): AttemptOutcome => ({
    ok: error === null,
    statusCode,
    error,
    durationMs: Date.now() - started,
  })
  return new Promise((resolve) => {
    // A literal IP address skips DNS (and so the lookup): it is checked here.
    const literal = /^[\d.]+$|:/.test(host)
    if (literal && !isAllowedAddress(host, options.policy)) {
      resolve(done(null, `${host} is not a public address`))
      return
    }
    const secure = url.protocol === 'https:'
    const client = secure ? https : http
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(options.policy, host),
        timeout: options.timeoutMs,
        agent: secure ? options.agents?.https : options.agents?.http,
      },
      (response) => {
        const status = response.statusCode ?? 0
        response.resume()
        response.on('end', () => {})
        const ok = status >= 200 && status < 300
        resolve(
          done(
            status,
            ok
              ? null
              : `The receiver answered ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
          ),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)))
    request.on('error', (error) => resolve(done(null, error.message)))
    request.end(body)
  })
}
