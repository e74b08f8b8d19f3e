import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** End the SIWE session; the gateway clears the session cookie. */
export const logout = defineAction(function logout(transport: Transport, options?: RequestOptions): Promise<void> {
  return callOperation(transport, 'logout', { credentials: 'include', options })
})
