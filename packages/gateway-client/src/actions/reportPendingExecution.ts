import type { OperationResponse, ReportPendingExecutionRequest } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

/** What reportPendingExecution resolves to: the execution as the gateway checked it on the chain. */
export type ReportPendingExecutionReturnType = OperationResponse<'reportPendingExecution'>

/** Report an execution the wallet sent and the chain has not mined yet, so every owner sees it as executing. */
export const reportPendingExecution = defineAction(function reportPendingExecution(
  transport: Transport,
  chainId: string,
  address: string,
  body: ReportPendingExecutionRequest,
  options?: RequestOptions,
): Promise<ReportPendingExecutionReturnType> {
  return callOperation(transport, 'reportPendingExecution', { params: { chainId, address }, body, options })
})
