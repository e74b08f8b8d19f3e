import type { OperationResponse } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What getPendingExecutions resolves to: the executions sent and not mined, newest first. */
export type GetPendingExecutionsReturnType = OperationResponse<'getPendingExecutions'>

/** Get the Safe's executions that are sent to the chain and not mined yet (each checked on the chain as it is read). */
export const getPendingExecutions = defineAction(function getPendingExecutions(
  transport: Transport,
  chainId: string,
  address: string,
  options?: RequestOptions,
): Promise<GetPendingExecutionsReturnType> {
  return callOperation(transport, 'getPendingExecutions', { params: { chainId, address }, options })
})
