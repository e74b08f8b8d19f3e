import { SafeParams, SafeTransactionEstimation, SafeTransactionEstimationBody } from '@concord/gateway-schema'
import { estimateSafeTxGas } from '../../domain/estimate-safe-tx-gas.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { readNonces } from '../../domain/read-nonces.js'
import { versionOfSingleton } from '../../domain/read-safe-info.js'
import { invalidInput } from '../../errors.js'
import type { GatewayApp } from '../gateway-app.js'

/** `POST /v2/chains/{chainId}/safes/{safe}/multisig-transactions/estimations` (gateway-api.md §5.4). */
export function registerEstimationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
    {
      schema: { params: SafeParams, body: SafeTransactionEstimationBody, response: { 200: SafeTransactionEstimation } },
    },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const safe = await loadSafe(ctx.db, chain.chainId, request.params.address)
      const version = versionOfSingleton(chain, safe.singleton)
      if (version === null) throw invalidInput('Gas estimation failed: unknown Safe version')
      const safeTxGas = await estimateSafeTxGas(chain, request.params.address, version, request.body)
      return { ...(await readNonces(ctx.db, chain.chainId, safe)), safeTxGas: safeTxGas.toString() }
    },
  )
}
