import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getAuthSession resolves to. */
export type GetAuthSessionReturnType = OperationResponse<'getAuthSession'>

/** Get the signed-in session behind the SIWE cookie (`GET /v1/auth/me`); a 401 GatewayError when signed out. */
export const getAuthSession = defineAction(function getAuthSession(
  transport: Transport,
  options?: RequestOptions,
): Promise<GetAuthSessionReturnType> {
  return callOperation(transport, 'getAuthSession', { credentials: 'include', options })
})
