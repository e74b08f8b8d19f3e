import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ChainRuntime } from '../context/gateway-context.js'

/** What a cached read depends on: one Safe of one chain (and, for live chain reads, a maximum age). */
export type CacheScope = { chain: ChainRuntime; safe: string; ttlMs?: number }

/**
 * Answers a per-Safe read from the HTTP server's response cache while the Safe's data version holds, else with
 * `compute()`'s result serialized by the route's response schema (and kept for the next request).
 */
export type ServeCached = (
  request: FastifyRequest,
  reply: FastifyReply,
  scope: CacheScope,
  compute: () => Promise<unknown>,
) => Promise<FastifyReply>
