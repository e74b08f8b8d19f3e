import {
  DataDecoded,
  SafeTransactionEstimationBody,
  TxsChainParams,
  TxsDecodeDataBody,
  TxsEstimation,
  TxsSafeParams,
  TxsToken,
  TxsTokenPage,
  TxsTokenParams,
  TxsTokensQuery,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { decodeCalldata } from '../contracts/index.js'
import { estimateNextTransaction } from '../transactions/index.js'
import { listTxsTokens } from './about/list-txs-tokens.js'
import { readTxsToken } from './about/read-txs-token.js'

/** Data decoder, safeTxGas estimation and tokens (api-kit: decodeData, estimateSafeTransaction, getTokenList, getToken). */
export function registerTxsToolRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/data-decoder',
    { schema: { params: TxsChainParams, body: TxsDecodeDataBody, response: { 200: DataDecoded } } },
    async (request) => decodeCalldata(getChain(ctx, request.params.chainId), request.body.data, request.body.to ?? ''),
  )
  app.post(
    '/v1/safes/:address/multisig-transactions/estimations',
    { schema: { params: TxsSafeParams, body: SafeTransactionEstimationBody, response: { 200: TxsEstimation } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const { safeTxGas } = await estimateNextTransaction(ctx.db, chain, request.params.address, request.body)
      return { safeTxGas }
    },
  )
  app.get(
    '/v1/tokens',
    { schema: { params: TxsChainParams, querystring: TxsTokensQuery, response: { 200: TxsTokenPage } } },
    async (request) => listTxsTokens(ctx.db, getChain(ctx, request.params.chainId), request, request.query),
  )
  app.get('/v1/tokens/:address', { schema: { params: TxsTokenParams, response: { 200: TxsToken } } }, async (request) =>
    readTxsToken(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
}
