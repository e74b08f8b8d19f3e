import { z } from 'zod'
import { confirmTransaction } from '../../domain/confirm-transaction.js'
import { deleteTransaction } from '../../domain/delete-transaction.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readTransactionDetails } from '../../domain/read-transaction-details.js'
import type { GatewayApp } from '../gateway-app.js'
import { ChainIdParam } from '../schemas/params.js'
import { Hash32, SignatureHex } from '../schemas/propose.js'
import { TransactionDetails } from '../schemas/transactions.js'

const Params = z.object({ chainId: ChainIdParam, safeTxHash: Hash32 })
// Mobile clients send the signature as signedSafeTxHash.
const ConfirmBody = z
  .object({ signature: SignatureHex.optional(), signedSafeTxHash: SignatureHex.optional() })
  .refine((body) => (body.signature ?? body.signedSafeTxHash) !== undefined, 'Invalid signature: signature is required')
  .transform((body) => ({ signature: (body.signature ?? body.signedSafeTxHash) as `0x${string}` }))
const DeleteBody = z.object({ signature: SignatureHex })

/** `POST …/transactions/{safeTxHash}/confirmations` and `DELETE …/transactions/{safeTxHash}` (gateway-api.md §5.3). */
export function registerConfirmationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/chains/:chainId/transactions/:safeTxHash/confirmations',
    { schema: { params: Params, body: ConfirmBody, response: { 200: TransactionDetails } } },
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
    { schema: { params: Params, body: DeleteBody, response: { 204: z.null() } } },
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
