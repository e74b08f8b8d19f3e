import type { FastifyReply, FastifyRequest } from 'fastify'

/** The session cookie's name. */
const COOKIE = 'concord_session'

/** The session id from the request's Cookie header, if any. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE) return value.join('=') || undefined
  }
  return undefined
}

/**
 * Sets (or with `expiresAt` 0 clears) the HttpOnly, SameSite=Lax session cookie; Secure when the request came over
 * HTTPS, directly or through the trusted proxy (`trustProxy`: only its X-Forwarded-Proto is believed).
 */
export function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string, expiresAt: number) {
  const maxAge = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000))
  const secure = request.protocol === 'https' ? '; Secure' : ''
  reply.header('set-cookie', `${COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`)
}
