import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getSafeInfo resolves to. */
export type GetSafeInfoReturnType = OperationResponse<'getSafeInfo'>

/** Get basic information about a Safe: owners, threshold, modules, version, nonce. */
export const getSafeInfo = defineAction(function getSafeInfo(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetSafeInfoReturnType> {
  return callOperation(transport, 'getSafeInfo', { params: { chainId, address }, options })
})
