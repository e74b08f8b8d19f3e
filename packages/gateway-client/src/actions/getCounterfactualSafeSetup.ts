import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getCounterfactualSafeSetup resolves to: factory, singleton, initializer and salt nonce. */
export type GetCounterfactualSafeSetupReturnType = OperationResponse<'getCounterfactualSafeSetup'>

/** Get the setup stored for a Safe registered before its deployment (what deploys it); a 404 when none is stored. */
export const getCounterfactualSafeSetup = defineAction(function getCounterfactualSafeSetup(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetCounterfactualSafeSetupReturnType> {
  return callOperation(transport, 'getCounterfactualSafeSetup', { params: { chainId, address }, options })
})
