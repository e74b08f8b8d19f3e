import type { DeleteDelegateRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Remove a delegate. */
export const deleteDelegate = defineAction(function deleteDelegate(
  transport: Transport,
  chainId: string,
  delegateAddress: string,
  body: DeleteDelegateRequest,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'deleteDelegate', { params: { chainId, delegateAddress }, body, options })
})
