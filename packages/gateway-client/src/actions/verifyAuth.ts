import type { VerifyAuthRequest } from '@concord/gateway-schema'
import type { RequestOptions, Transport } from '../request.js'
import { request } from '../request.js'

/** Send a signed SIWE message; on success the gateway sets the HttpOnly session cookie. */
export function verifyAuth(transport: Transport, body: VerifyAuthRequest, options?: RequestOptions): Promise<void> {
  return request(transport, { method: 'POST', path: '/v1/auth/verify', body, credentials: 'include', options })
}
