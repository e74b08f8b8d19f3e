import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/** Whether the request carries `token` as `Authorization: Bearer <token>` (compared in constant time); never without one. */
export function hasBearerToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization
  if (token === undefined || header === undefined || !header.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
