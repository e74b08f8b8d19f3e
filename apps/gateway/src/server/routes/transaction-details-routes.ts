import { TransactionDetails, TransactionIdParams } from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readTransactionDetails } from '../../domain/read-transaction-details.js'
import type { GatewayApp } from '../gateway-app.js'

/** `GET /v1/chains/{chainId}/transactions/{transactionId}` for every id format and bare safeTxHashes. */
export function registerTransactionDetailsRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/transactions/:transactionId',
    { schema: { params: TransactionIdParams, response: { 200: TransactionDetails } } },
    async (request) =>
      readTransactionDetails(ctx.db, getChain(ctx, request.params.chainId), request.params.transactionId),
  )
}
