import { type HttpTransportConfig, http, type Transport } from 'viem'
import { nodeHttpFetch } from './node-http-fetch.js'
import { type RequestPacer, requestPacer } from './request-pacer.js'
import { retryingFetch } from './retrying-fetch.js'
import { countingFetch } from './rpc-call-counter.js'

// viem's own cap on an RPC response; the indexer shrinks its block range when a response goes over it.
const MAX_RESPONSE_BYTES = 10 * 2 ** 20
// Counted per attempt, retries included: what the provider sees (and bills).
const fetchFn = countingFetch(nodeHttpFetch({ maxBodyBytes: MAX_RESPONSE_BYTES }))
// One pacer per provider URL: every client of a chain (indexer, live reads, balances) draws on the same budget.
const pacers = new Map<string, RequestPacer>()

/** What a provider allows, as the chain config states it (`rpcLimits`). */
export type RpcTransportLimits = {
  requestsPerSecond: number | null
  attemptTimeoutMs: number
  retries: number
  retryDelayMs: number
  /** The whole call gives up after this long, retries included (a user's request); else it may take every retry. */
  totalTimeoutMs?: number
}

function pacerFor(url: string, perSecond: number | null): RequestPacer {
  const key = `${perSecond}|${url}`
  let pacer = pacers.get(key)
  if (pacer === undefined) {
    pacer = requestPacer(perSecond)
    pacers.set(key, pacer)
  }
  return pacer
}

/**
 * viem's HTTP transport to a chain's RPC, over node:http with keep-alive (see nodeHttpFetch for why). With `limits`,
 * requests are paced to the provider's rate and a 429, gateway error or stall is retried with backoff (retryingFetch);
 * the overall `timeout` then covers every attempt, or `totalTimeoutMs` when given (viem fails with a TimeoutError).
 */
export function rpcTransport(
  url: string,
  config: Omit<HttpTransportConfig, 'fetchFn'>,
  limits?: RpcTransportLimits,
): Transport {
  if (limits === undefined) return http(url, { ...config, fetchFn })
  const policy = {
    attemptTimeoutMs: limits.attemptTimeoutMs,
    retries: limits.retries,
    baseDelayMs: limits.retryDelayMs,
  }
  const paced = retryingFetch(fetchFn, pacerFor(url, limits.requestsPerSecond), policy)
  // Every attempt may take its full time, and the backoffs between them at most 10 s each.
  const timeout = limits.totalTimeoutMs ?? (limits.retries + 1) * limits.attemptTimeoutMs + limits.retries * 10_000
  return http(url, { ...config, timeout, retryCount: 0, fetchFn: paced })
}
