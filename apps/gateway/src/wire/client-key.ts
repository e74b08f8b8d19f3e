import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'

/**
 * The client a request counts against for rate limits and stream caps: its address as Fastify's `trustProxy` lets it
 * be known (the socket's peer, or the address a trusted proxy forwarded), IPv6 by its /64 as @fastify/rate-limit does.
 */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip)
}
