import type { RequestOptions, Transport } from '../request.js'
import { request } from '../request.js'

/** A signed Sign-In with Ethereum message. */
export type VerifyAuthRequest = { message: string; signature: string }

/** Send a signed SIWE message; on success the gateway sets the HttpOnly session cookie. */
export function verifyAuth(transport: Transport, body: VerifyAuthRequest, options?: RequestOptions): Promise<void> {
  return request(transport, { method: 'POST', path: '/v1/auth/verify', body, credentials: 'include', options })
}
