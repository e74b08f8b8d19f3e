import {
  DeleteTransactionBody,
  NoContent,
  TxsConfirmationPage,
  TxsConfirmBody,
  TxsMultisigQuery,
  TxsMultisigTransaction,
  TxsMultisigTransactionPage,
  TxsProposeBody,
  TxsSafeParams,
  TxsSafeTxHashParams,
  TxsSignatureResponse,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { deleteTransaction } from '../transactions/index.js'
import { confirmTxsTransaction } from './multisig/confirm-txs-transaction.js'
import { listTxsMultisig } from './multisig/list-txs-multisig.js'
import { proposeTxsTransaction } from './multisig/propose-txs-transaction.js'
import { readTxsMultisig } from './multisig/read-txs-multisig.js'

/**
 * Multisig transactions (api-kit: proposeTransaction, getTransaction, getMultisigTransactions, getPendingTransactions,
 * getTransactionConfirmations, confirmTransaction) and the proposer's delete, each over the transactions module.
 */
export function registerTxsMultisigRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v2/safes/:address/multisig-transactions',
    { schema: { params: TxsSafeParams, body: TxsProposeBody, response: { 201: NoContent } } },
    async (request, reply) => {
      await proposeTxsTransaction(ctx, getChain(ctx, request.params.chainId), request.params.address, request.body)
      return reply.code(201).send(null)
    },
  )
  app.get(
    '/v2/safes/:address/multisig-transactions',
    { schema: { params: TxsSafeParams, querystring: TxsMultisigQuery, response: { 200: TxsMultisigTransactionPage } } },
    async (request) => {
      const query = { ...request.query, address: request.params.address }
      return listTxsMultisig(ctx.db, getChain(ctx, request.params.chainId), request, query)
    },
  )
  for (const version of ['v1', 'v2']) {
    app.get(
      `/${version}/multisig-transactions/:safeTxHash`,
      { schema: { params: TxsSafeTxHashParams, response: { 200: TxsMultisigTransaction } } },
      async (request) => readTxsMultisig(ctx.db, getChain(ctx, request.params.chainId), request.params.safeTxHash),
    )
  }
  app.get(
    '/v1/multisig-transactions/:safeTxHash/confirmations',
    { schema: { params: TxsSafeTxHashParams, response: { 200: TxsConfirmationPage } } },
    async (request) => {
      const tx = await readTxsMultisig(ctx.db, getChain(ctx, request.params.chainId), request.params.safeTxHash)
      return { count: tx.confirmations.length, next: null, previous: null, results: tx.confirmations }
    },
  )
  app.post(
    '/v1/multisig-transactions/:safeTxHash/confirmations',
    { schema: { params: TxsSafeTxHashParams, body: TxsConfirmBody, response: { 201: TxsSignatureResponse } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      const answer = await confirmTxsTransaction(ctx, chain, request.params.safeTxHash, request.body.signature)
      return reply.code(201).send(answer)
    },
  )
  app.delete(
    '/v2/multisig-transactions/:safeTxHash',
    { schema: { params: TxsSafeTxHashParams, body: DeleteTransactionBody, response: { 204: NoContent } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      await deleteTransaction(ctx.db, chain, request.params.safeTxHash, request.body.signature)
      return reply.code(204).send(null)
    },
  )
}
