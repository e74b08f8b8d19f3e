import type { VerifyAuthRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Send a signed SIWE message; on success the gateway sets the HttpOnly session cookie. */
export const verifyAuth = defineAction(function verifyAuth(
  transport: Transport,
  body: VerifyAuthRequest,
  options?: RequestOptions,
): Promise<void> {
  // The Safe SDK types this call as void, so the body the gateway answers is not part of the signature.
  return callOperation(transport, 'verifyAuth', {
    body,
    credentials: 'include',
    options,
  }) as Promise<unknown> as Promise<void>
})
