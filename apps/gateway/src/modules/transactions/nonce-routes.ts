import {
  NoncesResponse,
  SafeParams,
  SafeTransactionEstimation,
  SafeTransactionEstimationBody,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import type { ServeCached } from '../../wire/serve-cached.js'
import { loadSafe } from '../safes/index.js'
import { estimateNextTransaction } from './estimate-next-transaction.js'
import { readNonces } from './read-nonces.js'

/** A Safe's nonces (cached per data version) and the estimation of its next transaction (gateway-api.md §5.4). */
export function registerNonceRoutes(app: GatewayApp, ctx: GatewayContext, serveCached: ServeCached): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/nonces',
    { schema: { params: SafeParams, response: { 200: NoncesResponse } } },
    async (request, reply) => {
      const chain = getChain(ctx, request.params.chainId)
      return serveCached(request, reply, { chain, safe: request.params.address }, async () => {
        const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
        return readNonces(ctx.db, chain.chainId, safe)
      })
    },
  )

  app.post(
    '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
    {
      schema: { params: SafeParams, body: SafeTransactionEstimationBody, response: { 200: SafeTransactionEstimation } },
    },
    async (request) =>
      estimateNextTransaction(ctx.db, getChain(ctx, request.params.chainId), request.params.address, request.body),
  )
}
