import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { confirmTransaction } from './confirm/confirm-transaction.js'
import { readTransactionDetails } from './details/read-transaction-details.js'
import { writtenTransactionDetails } from './details/written-transaction-details.js'
import { deleteTransaction } from './propose/delete-transaction.js'
import { proposeTransaction } from './propose/propose-transaction.js'

/**
 * One transaction: details by any id (gateway-api.md §4.7), propose (§5.1, answers the stored details), confirm and
 * delete (§5.3). Proposals and confirmations are published to the Safe's event streams.
 */
export function transactionDetailsHandlers(
  ctx: GatewayContext,
): Handlers<'getTransactionDetails' | 'proposeTransaction' | 'confirmTransaction' | 'deleteTransaction'> {
  return {
    getTransactionDetails: async (request) =>
      readTransactionDetails(ctx.db, getChain(ctx, request.params.chainId), request.params.transactionId),

    proposeTransaction: async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const proposed = await proposeTransaction(ctx, chain, request.params.address, request.body, 'client-gateway')
      const { safeTxHash, safe } = proposed
      const details = await writtenTransactionDetails(ctx.db, chain, safeTxHash, safe)
      const address = details.safeAddress
      ctx.events.publish({ type: 'PENDING_MULTISIG_TRANSACTION', chainId: chain.chainId, address, safeTxHash })
      return details
    },

    confirmTransaction: async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const { safeTxHash } = request.params
      const { before, safe } = await confirmTransaction(
        ctx,
        chain,
        safeTxHash,
        request.body.signature,
        'client-gateway',
      )
      const details = await writtenTransactionDetails(ctx.db, chain, before.safeTxHash, safe)
      const address = details.safeAddress
      ctx.events.publish({ type: 'NEW_CONFIRMATION', chainId: chain.chainId, address, safeTxHash })
      return details
    },

    deleteTransaction: async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      await deleteTransaction(ctx.db, chain, request.params.safeTxHash, request.body.signature)
      return reply.code(204).send(null)
    },
  }
}
