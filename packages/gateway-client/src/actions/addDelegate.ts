import type { AddDelegateRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Register a delegate that may propose transactions without being an owner. */
export const addDelegate = defineAction(function addDelegate(
  transport: Transport,
  chainId: string,
  body: AddDelegateRequest,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'addDelegate', { params: { chainId }, body, options })
})
