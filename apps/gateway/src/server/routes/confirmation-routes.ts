import {
  ConfirmTransactionBody,
  DeleteTransactionBody,
  NoContent,
  SafeTxHashParams,
  TransactionDetails,
} from '@concord/gateway-schema'

import { confirmTransaction } from '../../domain/confirm-transaction.js'
import { deleteTransaction } from '../../domain/delete-transaction.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readTransactionDetails } from '../../domain/read-transaction-details.js'
import type { GatewayApp } from '../gateway-app.js'

/** `POST …/transactions/{safeTxHash}/confirmations` and `DELETE …/transactions/{safeTxHash}` (gateway-api.md §5.3). */
export function registerConfirmationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/chains/:chainId/transactions/:safeTxHash/confirmations',
    { schema: { params: SafeTxHashParams, body: ConfirmTransactionBody, response: { 200: TransactionDetails } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const { safeTxHash } = request.params
      await confirmTransaction(ctx.db, chain, safeTxHash, request.body.signature)
      const details = await readTransactionDetails(ctx.db, chain, safeTxHash)
      const address = details.safeAddress
      ctx.events.publish({ type: 'NEW_CONFIRMATION', chainId: chain.chainId, address, safeTxHash })
      return details
    },
  )
  app.delete(
    '/v1/chains/:chainId/transactions/:safeTxHash',
    { schema: { params: SafeTxHashParams, body: DeleteTransactionBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteTransaction(
        ctx.db,
        getChain(ctx, request.params.chainId),
        request.params.safeTxHash,
        request.body.signature,
      )
      return reply.code(204).send(null)
    },
  )
}
