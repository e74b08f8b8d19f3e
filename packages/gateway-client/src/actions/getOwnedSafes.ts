import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getOwnedSafes resolves to. */
export type GetOwnedSafesReturnType = OperationResponse<'getOwnedSafes'>

/** Get the addresses of the Safes an address owns on one chain. */
export const getOwnedSafes = defineAction(function getOwnedSafes(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetOwnedSafesReturnType> {
  return callOperation(transport, 'getOwnedSafes', { params: { chainId, address }, options })
})
