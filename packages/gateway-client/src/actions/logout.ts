import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** End the SIWE session; the gateway clears the session cookie. */
export function logout(transport: Transport, options?: RequestOptions): Promise<void> {
  return callOperation(transport, 'logout', { credentials: 'include', options })
}
