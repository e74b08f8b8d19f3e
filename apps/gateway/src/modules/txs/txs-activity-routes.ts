import {
  TxsAllTransactionPage,
  TxsAllTransactionsQuery,
  TxsIncomingQuery,
  TxsModuleQuery,
  TxsModuleTransactionPage,
  TxsSafeParams,
  TxsTransferPage,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { listTxsAllTransactions } from './activity/list-txs-all-transactions.js'
import { listTxsIncoming } from './activity/list-txs-incoming.js'
import { listTxsModuleTransactions } from './activity/list-txs-module-transactions.js'

/**
 * A Safe's incoming transfers, module transactions and all executed transactions (api-kit: getIncomingTransactions,
 * getModuleTransactions, getAllTransactions).
 */
export function registerTxsActivityRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v2/safes/:address/all-transactions',
    {
      schema: { params: TxsSafeParams, querystring: TxsAllTransactionsQuery, response: { 200: TxsAllTransactionPage } },
    },
    async (request) => {
      const query = { ...request.query, address: request.params.address }
      return listTxsAllTransactions(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },
  )
  app.get(
    '/v1/safes/:address/incoming-transfers',
    { schema: { params: TxsSafeParams, querystring: TxsIncomingQuery, response: { 200: TxsTransferPage } } },
    async (request) => {
      const query = { ...request.query, address: request.params.address }
      return listTxsIncoming(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },
  )
  app.get(
    '/v1/safes/:address/module-transactions',
    { schema: { params: TxsSafeParams, querystring: TxsModuleQuery, response: { 200: TxsModuleTransactionPage } } },
    async (request) => {
      const query = { ...request.query, address: request.params.address }
      return listTxsModuleTransactions(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },
  )
}
