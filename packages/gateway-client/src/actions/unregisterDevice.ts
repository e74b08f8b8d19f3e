import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Remove a device and all its notification subscriptions. */
export const unregisterDevice = defineAction(function unregisterDevice(
  transport: Transport,
  chainId: string,
  uuid: string,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'unregisterDevice', { params: { chainId, uuid }, options })
})
