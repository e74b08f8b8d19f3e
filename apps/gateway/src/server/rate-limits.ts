import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RateLimitsConfig } from '../config/config-schema.js'
import { type RouteClass, routeClassOf } from './route-class.js'

type Limiter = ReturnType<FastifyInstance['createRateLimit']>
type Scope = 'perClient' | 'global'

const CLASSES: readonly RouteClass[] = ['reads', 'writes', 'auth', 'streams']

/**
 * The per-client and the global limiter of every route class, each with its own @fastify/rate-limit store (an LRU of
 * 5,000 keys). The per-client key is the plugin's default, `clientKey`'s: the request's address, IPv6 by its /64.
 */
function createLimiters(app: FastifyInstance, limits: RateLimitsConfig, share: (max: number) => number) {
  const entry = (routeClass: RouteClass) => {
    const { perClient, global } = limits[routeClass]
    const limiters: Record<Scope, Limiter> = {
      perClient: app.createRateLimit({ max: () => share(perClient.max), timeWindow: perClient.windowMs }),
      global: app.createRateLimit({
        max: () => share(global.max),
        timeWindow: global.windowMs,
        keyGenerator: () => 'all',
      }),
    }
    return [routeClass, limiters] as const
  }
  return Object.fromEntries(CLASSES.map(entry)) as Record<RouteClass, Record<Scope, Limiter>>
}

/** A 429 `{code, message}` naming the limit that was hit, with Retry-After in seconds. */
function refuse(
  reply: FastifyReply,
  what: { routeClass: RouteClass; scope: Scope; max: number; windowMs: number; retryAfter: number; replicas: number },
) {
  const who = what.scope === 'perClient' ? 'from one client address' : 'from all clients together'
  const shared = what.replicas > 1 ? `, this replica's share of ${what.replicas} gateway replicas` : ''
  const message =
    `Too many requests: at most ${what.max} ${what.routeClass} requests per ${what.windowMs / 1000} s ${who} ` +
    `(rateLimits.${what.routeClass}.${what.scope}${shared}); retry after ${what.retryAfter} s`
  return reply.code(429).header('retry-after', String(what.retryAfter)).send({ code: 429, message })
}

/**
 * Rate limits per route class, per client address and over all clients (config `rateLimits`), with
 * @fastify/rate-limit's stores: a request over either limit is answered 429 before anything else runs (no body is
 * read). A request refused for its client does not count against the global limit, so one flooding client cannot use
 * it up alone. With `replicas()` gateways on one database each counts its share of every limit (its count in
 * memory, no query per request), so a client spread over them by a proxy meets the configured limit, not N times it.
 */
export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimitsConfig,
  replicas: () => number = () => 1,
): Promise<void> {
  if (!limits.enabled) return
  // Not global: the plugin only lends its stores here, and this hook decides per route class.
  await app.register(rateLimit, { global: false })
  const share = (max: number) => Math.max(1, Math.floor(max / Math.max(1, replicas())))
  const limiters = createLimiters(app, limits, share)
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const routeClass = routeClassOf(request)
    for (const scope of ['perClient', 'global'] as const) {
      const state = await limiters[routeClass][scope](request)
      if (!state.isAllowed && state.isExceeded) {
        const { max, windowMs } = limits[routeClass][scope]
        const retryAfter = Math.max(1, state.ttlInSeconds)
        return refuse(reply, { routeClass, scope, max: share(max), windowMs, retryAfter, replicas: replicas() })
      }
    }
  })
}
