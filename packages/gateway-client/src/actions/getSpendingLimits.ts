import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getSpendingLimits resolves to. */
export type GetSpendingLimitsReturnType = OperationResponse<'getSpendingLimits'>

/** Get a Safe's spending limits (Safe's AllowanceModule), read on chain now. */
export const getSpendingLimits = defineAction(function getSpendingLimits(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetSpendingLimitsReturnType> {
  return callOperation(transport, 'getSpendingLimits', { params: { chainId, address }, options })
})
