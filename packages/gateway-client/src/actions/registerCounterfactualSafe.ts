import type { OperationResponse, RegisterCounterfactualSafeRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What registerCounterfactualSafe resolves to: the Safe's info, `deployed` false until it is deployed. */
export type RegisterCounterfactualSafeReturnType = OperationResponse<'registerCounterfactualSafe'>

/** Register a Safe before its deployment (its factory, singleton, setup and salt), as one of its owners signed in. */
export const registerCounterfactualSafe = defineAction(function registerCounterfactualSafe(
  transport: Transport,
  chainId: string,
  address: string,
  body: RegisterCounterfactualSafeRequest,
  options?: RequestOptions,
): Promise<RegisterCounterfactualSafeReturnType> {
  return callOperation(transport, 'registerCounterfactualSafe', { params: { chainId, address }, body, options })
})
