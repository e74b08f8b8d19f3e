import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { addDelegate } from './add-delegate.js'
import { listDelegates } from './list-delegates.js'
import { removeDelegate } from './remove-delegate.js'

/** Delegates (gateway-api.md §6.2): list (v1 and v2, same shape), add and remove (v2, signed with an hourly totp). */
export function delegateHandlers(
  ctx: GatewayContext,
): Handlers<'getDelegatesV1' | 'getDelegates' | 'addDelegate' | 'deleteDelegate'> {
  return {
    getDelegatesV1: async (request) =>
      listDelegates(ctx.db, getChain(ctx, request.params.chainId).chainId, request, request.query),
    getDelegates: async (request) =>
      listDelegates(ctx.db, getChain(ctx, request.params.chainId).chainId, request, request.query),
    addDelegate: async (request, reply) => {
      await addDelegate(ctx.db, getChain(ctx, request.params.chainId), request.body)
      return reply.code(200).send()
    },
    deleteDelegate: async (request, reply) => {
      const { delegator, safe, signature } = request.body
      const removal = { delegate: request.params.delegateAddress, delegator, safe, signature }
      await removeDelegate(ctx.db, getChain(ctx, request.params.chainId), removal)
      return reply.code(200).send()
    },
  }
}
