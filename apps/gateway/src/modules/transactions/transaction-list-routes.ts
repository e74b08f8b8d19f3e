import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { listIncomingTransfers } from './lists/list-incoming-transfers.js'
import { listModuleTransactions } from './lists/list-module-transactions.js'
import { listMultisigTransactions } from './lists/list-multisig-transactions.js'

/** Multisig, module and incoming-transfer lists of a Safe (gateway-api.md §6.1). */
export function transactionListHandlers(
  ctx: GatewayContext,
): Handlers<'getMultisigTransactions' | 'getModuleTransactions' | 'getIncomingTransfers'> {
  return {
    getMultisigTransactions: async (request) => {
      const q = request.query
      const filter = {
        from: q.execution_date__gte,
        until: q.execution_date__lte,
        to: q.to,
        value: q.value,
        nonce: q.nonce,
        executed: q.executed,
      }
      const query = { address: request.params.address, cursor: q.cursor, filter }
      return listMultisigTransactions(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },

    getModuleTransactions: async (request) => {
      const { cursor, to, module, transaction_hash } = request.query
      const query = { address: request.params.address, cursor, filter: { to, module, txHash: transaction_hash } }
      return listModuleTransactions(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },

    getIncomingTransfers: async (request) => {
      const q = request.query
      const filter = {
        from: q.execution_date__gte,
        until: q.execution_date__lte,
        to: q.to,
        value: q.value,
        token: q.token_address,
        trustedOnly: q.trusted,
      }
      const query = { address: request.params.address, cursor: q.cursor, filter }
      return listIncomingTransfers(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },
  }
}
