import type { RequestPacer } from './request-pacer.js'

/** How a provider's refusals and silences are retried. */
export type RetryPolicy = {
  /** One attempt is given up after this long (a stalled provider), then retried. */
  attemptTimeoutMs: number
  /** Attempts after the first, at most. */
  retries: number
  /** The first backoff; each next one doubles (with jitter), up to 10 s, unless the provider sends Retry-After. */
  baseDelayMs: number
}

// Statuses a provider sends when it is overloaded or rate-limits us: worth the same request again after a pause.
const RETRIED_STATUSES = new Set([408, 429, 502, 503, 504])
const MAX_DELAY_MS = 10_000

/** The pause before attempt `attempt + 1`: the provider's Retry-After (seconds) when given, else exponential with jitter. */
export function backoffMs(policy: RetryPolicy, attempt: number, retryAfter: string | null, random = Math.random) {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_DELAY_MS)
  const exponential = Math.min(MAX_DELAY_MS, policy.baseDelayMs * 2 ** attempt)
  return exponential / 2 + (random() * exponential) / 2
}

/** Calls in a request body: a JSON-RPC batch counts each (providers meter calls, not HTTP requests). */
function weightOf(body: unknown): number {
  if (typeof body !== 'string' || !body.startsWith('[')) return 1
  try {
    return Math.max(1, (JSON.parse(body) as unknown[]).length)
  } catch {
    return 1
  }
}

/** What one attempt came to: an answer to keep, or a refusal (its status, 0 for a stall) worth retrying. */
type Attempt =
  | { kind: 'answer'; response: Response }
  | { kind: 'retry'; status: number; retryAfter: string | null; response: Response | null }

/** One attempt with its own timeout. */
async function attempt(
  inner: typeof fetch,
  input: Parameters<typeof fetch>[0],
  init: RequestInit,
  policy: RetryPolicy,
): Promise<Attempt> {
  const outer = init.signal ?? null
  const timeout = AbortSignal.timeout(policy.attemptTimeoutMs)
  const signal = outer === null ? timeout : AbortSignal.any([outer, timeout])
  try {
    const response = await inner(input, { ...init, signal })
    if (!RETRIED_STATUSES.has(response.status)) return { kind: 'answer', response }
    return { kind: 'retry', status: response.status, retryAfter: response.headers.get('retry-after'), response }
  } catch (error) {
    if (outer?.aborted || !timeout.aborted) throw error
    return { kind: 'retry', status: 0, retryAfter: null, response: null }
  }
}

/**
 * A `fetch` that waits its turn on the provider's pacer, gives each attempt `attemptTimeoutMs`, and retries a 429, a
 * 5xx gateway status or a stall with backoff (a 429 pauses every request to that provider). Ours rather than viem's
 * retry because viem's also retries JSON-RPC error -32005, which Infura uses for "query returned more than 10000
 * results": that answer will not change, the range must shrink (the indexer's log reader does that).
 */
export function retryingFetch(inner: typeof fetch, pacer: RequestPacer, policy: RetryPolicy): typeof fetch {
  return async (input, init = {}) => {
    const weight = weightOf(init.body)
    for (let n = 0; ; n++) {
      await pacer.wait(weight)
      // The caller gave up (its overall timeout) while this waited its turn or backed off: no more attempts.
      init.signal?.throwIfAborted()
      const outcome = await attempt(inner, input, init, policy)
      if (outcome.kind === 'answer') return outcome.response
      if (n >= policy.retries) {
        if (outcome.response !== null) return outcome.response
        throw new Error(
          `The RPC did not answer within ${policy.attemptTimeoutMs} ms, ${n + 1} times: check the provider, or raise ` +
            'rpcLimits.attemptTimeoutMs in the chain config',
        )
      }
      const delay = backoffMs(policy, n, outcome.retryAfter)
      if (outcome.status === 429) pacer.pause(delay)
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
