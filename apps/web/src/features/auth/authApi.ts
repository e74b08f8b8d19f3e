import { z } from 'zod'
import { WebAppError } from '../../errors'

const NonceSchema = z.object({ nonce: z.string().min(8) })
const MeSchema = z.object({ address: z.string() })

/** The gateway's session as the web app sees it: signed in as an address, signed out, or no sign-in on this gateway. */
export type Session = { kind: 'signedIn'; address: string } | { kind: 'signedOut' } | { kind: 'unsupported' }

/** The gateway's SIWE endpoints; the session itself is an HttpOnly cookie, so every call sends credentials. */
export function createAuthApi(gatewayUrl: string, fetchFn: typeof fetch = globalThis.fetch.bind(globalThis)) {
  const call = (path: string, init: RequestInit = {}) =>
    fetchFn(`${gatewayUrl}${path}`, {
      ...init,
      credentials: 'include',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    })
  return {
    /** A fresh nonce for the next SIWE message. */
    async getNonce(): Promise<string> {
      const response = await call('/v1/auth/nonce')
      if (!response.ok)
        throw new WebAppError('AUTH_FAILED', `The gateway refused a sign-in nonce (${response.status}).`)
      return NonceSchema.parse(await response.json()).nonce
    },
    /** True only when the gateway accepted the signature: a 2xx with a body that does not say `ok: false`. */
    async verify(message: string, signature: string): Promise<boolean> {
      const response = await call('/v1/auth/verify', { method: 'POST', body: JSON.stringify({ message, signature }) })
      if (!response.ok) return false
      const text = await response.text()
      if (!text) return true
      const body = JSON.parse(text) as { ok?: unknown }
      return body.ok !== false
    },
    /** The current session; a gateway without the auth routes (404) means sign-in is not offered. */
    async me(): Promise<Session> {
      const response = await call('/v1/auth/me')
      if (response.status === 404 || response.status === 405) return { kind: 'unsupported' }
      if (response.status === 401 || response.status === 403) return { kind: 'signedOut' }
      if (!response.ok)
        throw new WebAppError('AUTH_FAILED', `The gateway could not read the session (${response.status}).`)
      return { kind: 'signedIn', address: MeSchema.parse(await response.json()).address }
    },
    /** Ends the session (clears the cookie). */
    async logout(): Promise<void> {
      await call('/v1/auth/logout', { method: 'POST' })
    },
  }
}

/** The auth API's type. */
export type AuthApi = ReturnType<typeof createAuthApi>
