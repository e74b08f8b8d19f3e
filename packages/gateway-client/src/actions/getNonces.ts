import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getNonces resolves to. */
export type GetNoncesReturnType = OperationResponse<'getNonces'>

/** Get a Safe's current nonce and the nonce recommended for the next proposal. */
export const getNonces = defineAction(function getNonces(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetNoncesReturnType> {
  return callOperation(transport, 'getNonces', { params: { chainId, address }, options })
})
