import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getAllowances resolves to. */
export type GetAllowancesReturnType = OperationResponse<'getAllowances'>

/** Get the ERC-20 allowances a Safe has given (from its indexed Approval events, amounts read on chain now). */
export const getAllowances = defineAction(function getAllowances(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetAllowancesReturnType> {
  return callOperation(transport, 'getAllowances', { params: { chainId, address }, options })
})
