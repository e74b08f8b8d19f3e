import {
  AddDelegateBody,
  ChainParams,
  DelegateParams,
  DelegateResponse,
  DelegatesQuery,
  DeleteDelegateBody,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { addDelegate } from './add-delegate.js'
import { listDelegates } from './list-delegates.js'
import { removeDelegate } from './remove-delegate.js'

/** Delegates (gateway-api.md §6.2): list (v1 and v2, same shape), add and remove (v2, signed with an hourly totp). */
export function registerDelegateRoutes(app: GatewayApp, ctx: GatewayContext): void {
  for (const version of ['v1', 'v2']) {
    app.get(
      `/${version}/chains/:chainId/delegates`,
      { schema: { params: ChainParams, querystring: DelegatesQuery, response: { 200: DelegateResponse } } },
      async (request) => listDelegates(ctx.db, getChain(ctx, request.params.chainId).chainId, request, request.query),
    )
  }
  app.post(
    '/v2/chains/:chainId/delegates',
    { schema: { params: ChainParams, body: AddDelegateBody } },
    async (request, reply) => {
      await addDelegate(ctx.db, getChain(ctx, request.params.chainId), request.body)
      return reply.code(200).send()
    },
  )
  app.delete(
    '/v2/chains/:chainId/delegates/:delegateAddress',
    { schema: { params: DelegateParams, body: DeleteDelegateBody } },
    async (request, reply) => {
      const { delegator, safe, signature } = request.body
      const removal = { delegate: request.params.delegateAddress, delegator, safe, signature }
      await removeDelegate(ctx.db, getChain(ctx, request.params.chainId), removal)
      return reply.code(200).send()
    },
  )
}
