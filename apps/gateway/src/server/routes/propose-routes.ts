import { ProposeTransactionBody, SafeParams, TransactionDetails } from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { proposeTransaction } from '../../domain/propose-transaction.js'
import { readTransactionDetails } from '../../domain/read-transaction-details.js'
import type { GatewayApp } from '../gateway-app.js'

/** `POST /v1/chains/{chainId}/transactions/{safe}/propose` (gateway-api.md §5.1–5.3): answers the stored details. */
export function registerProposeRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/chains/:chainId/transactions/:address/propose',
    { schema: { params: SafeParams, body: ProposeTransactionBody, response: { 200: TransactionDetails } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safeTxHash = await proposeTransaction(ctx.db, chain, request.params.address, request.body)
      const details = await readTransactionDetails(ctx.db, chain, safeTxHash)
      const address = details.safeAddress
      ctx.events.publish({ type: 'PENDING_MULTISIG_TRANSACTION', chainId: chain.chainId, address, safeTxHash })
      return details
    },
  )
}
