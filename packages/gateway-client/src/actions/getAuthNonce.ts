import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getAuthNonce resolves to. */
export type GetAuthNonceReturnType = OperationResponse<'getAuthNonce'>

/** Get a nonce for a Sign-In with Ethereum message (always sends cookies: credentials 'include'). */
export const getAuthNonce = defineAction(function getAuthNonce(
  transport: Transport,
  options?: RequestOptions,
): Promise<GetAuthNonceReturnType> {
  return callOperation(transport, 'getAuthNonce', { credentials: 'include', options })
})
