import {
  AddDelegateBody,
  DeleteDelegateBody,
  NoContent,
  TxsChainParams,
  TxsDelegate,
  TxsDelegatePage,
  TxsDelegateParams,
  TxsDelegatesQuery,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { addDelegate } from '../delegates/index.js'
import { listTxsDelegates } from './delegates/list-txs-delegates.js'
import { removeTxsDelegate } from './delegates/remove-txs-delegate.js'

/** Delegates v2 (api-kit: getSafeDelegates, addSafeDelegate, removeSafeDelegate) over the delegates module. */
export function registerTxsDelegateRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v2/delegates',
    { schema: { params: TxsChainParams, querystring: TxsDelegatesQuery, response: { 200: TxsDelegatePage } } },
    async (request) => listTxsDelegates(ctx.db, getChain(ctx, request.params.chainId).chainId, request, request.query),
  )
  app.post(
    '/v2/delegates',
    { schema: { params: TxsChainParams, body: AddDelegateBody, response: { 201: TxsDelegate } } },
    async (request, reply) => {
      await addDelegate(ctx.db, getChain(ctx, request.params.chainId), request.body)
      const { safe, delegate, delegator, label } = request.body
      return reply.code(201).send({ safe, delegate, delegator, label, expiryDate: null })
    },
  )
  app.delete(
    '/v2/delegates/:delegateAddress',
    { schema: { params: TxsDelegateParams, body: DeleteDelegateBody, response: { 204: NoContent } } },
    async (request, reply) => {
      const { delegator, safe, signature } = request.body
      const removal = { delegate: request.params.delegateAddress, delegator, safe, signature }
      await removeTxsDelegate(ctx.db, getChain(ctx, request.params.chainId), request, removal)
      return reply.code(204).send(null)
    },
  )
}
