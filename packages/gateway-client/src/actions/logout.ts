import type { RequestOptions, Transport } from '../request.js'
import { request } from '../request.js'

/** End the SIWE session; the gateway clears the session cookie. */
export function logout(transport: Transport, options?: RequestOptions): Promise<void> {
  return request(transport, { method: 'POST', path: '/v1/auth/logout', credentials: 'include', options })
}
