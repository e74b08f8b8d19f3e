import { z } from 'zod'
import { estimateSafeTxGas } from '../../domain/estimate-safe-tx-gas.js'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { loadSafe } from '../../domain/load-safe.js'
import { readNonces } from '../../domain/read-nonces.js'
import { versionOfSingleton } from '../../domain/read-safe-info.js'
import { invalidInput } from '../../errors.js'
import type { GatewayApp } from '../gateway-app.js'
import { AddressParam, HexData, SafeParams } from '../schemas/params.js'

const EstimationBody = z.object({
  to: AddressParam,
  value: z
    .union([z.string().regex(/^\d{1,78}$/, 'Invalid number: expected a decimal string'), z.number().int().min(0)])
    .transform(String),
  data: HexData.nullable().default(null),
  operation: z.union([z.literal(0), z.literal(1)]),
})
const Estimation = z.object({
  currentNonce: z.number().int(),
  recommendedNonce: z.number().int(),
  safeTxGas: z.string(),
})

/** `POST /v2/chains/{chainId}/safes/{safe}/multisig-transactions/estimations` (gateway-api.md §5.4). */
export function registerEstimationRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v2/chains/:chainId/safes/:address/multisig-transactions/estimations',
    { schema: { params: SafeParams, body: EstimationBody, response: { 200: Estimation } } },
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
