import type { FastifyRequest } from 'fastify'

/** The classes of route that have their own rate limits (config `rateLimits.<class>`). */
export type RouteClass = 'reads' | 'writes' | 'auth' | 'streams'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
// Reading one's session is a read; getting a nonce, verifying a sign-in and logging out are the auth class.
const AUTH_ROUTES = new Set(['/v1/auth/nonce', '/v1/auth/verify', '/v1/auth/logout'])

/** The rate-limit class of a request, by its route (unknown routes and web app files are reads). */
export function routeClassOf(request: FastifyRequest): RouteClass {
  const route = request.routeOptions.url ?? ''
  if (AUTH_ROUTES.has(route)) return 'auth'
  if (request.method === 'GET' && route.endsWith('/events')) return 'streams'
  return READ_METHODS.has(request.method) ? 'reads' : 'writes'
}
