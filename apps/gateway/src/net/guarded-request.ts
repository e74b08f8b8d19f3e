import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { type AddressPolicy, hostOf, isAllowedAddress } from './address-policy.js'
import { guardedLookup } from './guarded-lookup.js'

/** What a guarded request sends and how far it may go. */
export type GuardedRequestOptions = {
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Who may be reached: public addresses plus the operator's allow-list. */
  policy: AddressPolicy
  /** One deadline for the whole call: every hop's DNS, connect, request, headers and the whole body. */
  deadlineMs: number
  /** The most body bytes read; a longer answer is a failure, not a truncated document. */
  maxBytes: number
  /** Redirects followed (GETs only), each hop checked like the first; 0 (the default) answers the 3xx itself. */
  maxRedirects?: number
  /** Connection pools to send through (keep-alive), else a fresh connection. */
  agents?: { http?: http.Agent | undefined; https?: https.Agent | undefined } | undefined
}

/** A complete answer: its status, headers and whole body, from the URL that gave it (after redirects). */
export type GuardedResponse = { url: string; status: number; headers: IncomingHttpHeaders; body: Buffer }

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Whether this call follows redirects at all (a POST never does: its body is not sent twice). */
const follows = (options: GuardedRequestOptions) =>
  (options.maxRedirects ?? 0) > 0 && (options.method ?? 'GET') === 'GET'

/**
 * Sends one HTTP(S) request to a URL the gateway did not get from its operator (a token URI, a webhook) and reads its
 * answer, contained: http and https only; a literal address checked here, a host name checked after DNS on the very
 * addresses it connects to (`guardedLookup`); redirects followed by hand, each hop checked again; at most `maxBytes`
 * of body; and one deadline for all of it, so a server that drips its answer is cut off. Rejects with an Error that
 * says in words why there is no answer. Our own code on node:http rather than fetch, because fetch cannot check the
 * address it connects to.
 */
export async function guardedRequest(target: string, options: GuardedRequestOptions): Promise<GuardedResponse> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new Error(`No complete answer within ${options.deadlineMs} ms`)),
    options.deadlineMs,
  )
  try {
    let url = parseTarget(target)
    for (let hops = 0; ; hops++) {
      const answer = await exchange(url, options, controller.signal)
      const location = answer.headers.location
      if (!follows(options) || !REDIRECTS.has(answer.status) || location === undefined) return answer
      if (hops >= (options.maxRedirects ?? 0)) throw new Error(`More than ${options.maxRedirects} redirects`)
      url = parseTarget(location, url)
    }
  } finally {
    clearTimeout(timer)
  }
}

/** The URL to request: absolute (or relative to `base`, for a redirect), http or https only. */
function parseTarget(target: string, base?: URL): URL {
  let url: URL
  try {
    url = new URL(target, base)
  } catch {
    throw new Error(`${target.slice(0, 200)} is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${url.protocol} URLs are not fetched: only http and https`)
  }
  return url
}

/** One request and its answer; a redirect that will be followed comes back without its body read. */
function exchange(url: URL, options: GuardedRequestOptions, signal: AbortSignal): Promise<GuardedResponse> {
  const host = hostOf(url)
  // A literal address skips DNS, and so the lookup: it is checked here (WHATWG URL parsing already turned every
  // numeric spelling of an IPv4 address, such as 2130706433 or 0x7f.1, into a dotted quad).
  if (isIP(host) !== 0 && !isAllowedAddress(host, options.policy)) {
    return Promise.reject(new Error(`${host} is not a public address`))
  }
  const secure = url.protocol === 'https:'
  const method = options.method ?? 'GET'
  const following = follows(options)
  return new Promise((resolve, reject) => {
    let response: IncomingMessage | null = null
    const fail = (error: Error) => {
      signal.removeEventListener('abort', onAbort)
      request.destroy()
      response?.destroy()
      reject(error)
    }
    const onAbort = () => fail(signal.reason as Error)
    const request = (secure ? https : http).request(
      url,
      {
        method,
        headers: {
          ...options.headers,
          ...(options.body === undefined ? {} : { 'content-length': Buffer.byteLength(options.body) }),
        },
        lookup: guardedLookup(options.policy, host),
        agent: secure ? options.agents?.https : options.agents?.http,
      },
      (incoming) => {
        response = incoming
        const status = incoming.statusCode ?? 0
        const answer = { url: url.toString(), status, headers: incoming.headers }
        if (following && REDIRECTS.has(status) && incoming.headers.location !== undefined) {
          signal.removeEventListener('abort', onAbort)
          incoming.destroy()
          resolve({ ...answer, body: Buffer.alloc(0) })
          return
        }
        readBody(incoming, options.maxBytes).then((body) => {
          signal.removeEventListener('abort', onAbort)
          resolve({ ...answer, body })
        }, fail)
      },
    )
    if (signal.aborted) return fail(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    request.on('error', fail)
    request.end(options.body)
  })
}

/** The whole body, or a failure once it passes `maxBytes`. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    response.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBytes) reject(new Error(`The answer is larger than ${maxBytes} bytes`))
      else chunks.push(chunk)
    })
    response.on('end', () => resolve(Buffer.concat(chunks)))
    response.on('error', reject)
    // After 'end' this settles nothing; before it, the server hung up mid-answer.
    response.on('close', () => reject(new Error('The connection closed before the answer was complete')))
  })
}
