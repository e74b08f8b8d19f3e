import {
  AddDelegateBody,
  ChainParams,
  DelegateParams,
  DelegateResponse,
  DelegatesQuery,
  DeleteDelegateBody,
} from '@concord/gateway-schema'
import { addDelegate } from '../../domain/add-delegate.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readDelegates } from '../../domain/read-delegates.js'
import { removeDelegate } from '../../domain/remove-delegate.js'
import { invalidInput } from '../../errors.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'

/** Delegates (gateway-api.md §6.2): list (v1 and v2, same shape), add and remove (v2, signed with an hourly totp). */
export function registerDelegateRoutes(app: GatewayApp, ctx: GatewayContext): void {
  for (const version of ['v1', 'v2']) {
    app.get(
      `/${version}/chains/:chainId/delegates`,
      { schema: { params: ChainParams, querystring: DelegatesQuery, response: { 200: DelegateResponse } } },
      async (request) => {
        const chain = getChain(ctx, request.params.chainId)
        const { cursor, safe, delegate, delegator, label } = request.query
        if (safe === undefined && delegate === undefined && delegator === undefined && label === undefined) {
          throw invalidInput('Give at least one of safe, delegate, delegator or label')
        }
        const pagination = parseCursor(cursor)
        const filter = { safe, delegate, delegator, label }
        const { count, results } = await readDelegates(ctx.db, chain.chainId, withoutUndefined(filter), pagination)
        return { count, ...pageLinks(request, pagination, count), results }
      },
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

function withoutUndefined<T extends Record<string, unknown>>(record: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
