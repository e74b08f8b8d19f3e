import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** Stop notifications about one Safe on one device. */
export const unregisterSafe = defineAction(function unregisterSafe(
  transport: Transport,
  chainId: string,
  address: string,
  uuid: string,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'unregisterSafe', { params: { chainId, uuid, safe: address }, options })
})
