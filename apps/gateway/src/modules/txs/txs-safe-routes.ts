import { TxsSafeCreation, TxsSafeInfo, TxsSafeList, TxsSafeParams } from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { readModuleSafes, readOwnedSafes } from '../safes/index.js'
import { readTxsSafeCreation } from './safes/read-txs-safe-creation.js'
import { readTxsSafeInfo } from './safes/read-txs-safe-info.js'

/** A Safe's info and creation, and the Safes of an owner or a module (api-kit: getSafeInfo, getSafeCreationInfo,
 * getSafesByOwner, getSafesByModule). */
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
  app.get(
    '/v1/safes/:address/creation',
    { schema: { params: TxsSafeParams, response: { 200: TxsSafeCreation } } },
    async (request) => readTxsSafeCreation(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
  app.get(
    '/v1/modules/:address/safes',
    { schema: { params: TxsSafeParams, response: { 200: TxsSafeList } } },
    async (request) => readModuleSafes(ctx.db, getChain(ctx, request.params.chainId).chainId, request.params.address),
  )
}
