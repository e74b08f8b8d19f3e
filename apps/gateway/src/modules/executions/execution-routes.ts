import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { listPendingExecutions } from './list-pending-executions.js'
import { reportPendingExecution } from './report-pending-execution.js'

/** Executions sent and not mined yet: reported by the sender's browser, read by every owner's. */
export function executionHandlers(ctx: GatewayContext): Handlers<'getPendingExecutions' | 'reportPendingExecution'> {
  return {
    getPendingExecutions: async (request) =>
      listPendingExecutions(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
    reportPendingExecution: async (request) =>
      reportPendingExecution(
        ctx.db,
        getChain(ctx, request.params.chainId),
        request.params.address,
        request.body.txHash,
        Date.now(),
      ),
  }
}
