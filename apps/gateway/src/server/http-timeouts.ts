import type { ServerOptions } from 'node:http'
import type { HttpTimeoutsConfig } from '../config/config-schema.js'

/**
 * Fastify's and node:http's options for how long a client may take to send its request. Node checks the request and
 * headers deadlines only every `connectionsCheckingInterval` (30 s by default, which would let a dripping body live
 * three times its limit), so the check runs at least once a second, and twice per limit for shorter limits.
 */
export function httpTimeoutOptions(config: HttpTimeoutsConfig): {
  requestTimeout: number
  keepAliveTimeout: number
  http: ServerOptions
} {
  const checkEvery = Math.max(10, Math.min(1_000, Math.floor(config.requestTimeoutMs / 2)))
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      // Node refuses a headers deadline past the request's.
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: checkEvery,
    },
  }
}
