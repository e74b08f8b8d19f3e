import { TxsSafeInfo, TxsSafeList, TxsSafeParams } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { readOwnedSafes } from '../safes/index.js'
import { readTxsSafeInfo } from './read-txs-safe-info.js'

/** A Safe's info and the Safes an owner has (api-kit: getSafeInfo, getSafesByOwner). */
export function registerTxsSafeRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/safes/:address',
    { schema: { params: TxsSafeParams, response: { 200: TxsSafeInfo } } },
    async (request) => readTxsSafeInfo(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
  app.get(
    '/v1/owners/:address/safes',
    { schema: { params: TxsSafeParams, response: { 200: TxsSafeList } } },
    async (request) => readOwnedSafes(ctx.db, getChain(ctx, request.params.chainId).chainId, request.params.address),
  )
}
