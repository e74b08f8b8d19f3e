import { z } from 'zod'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readContract } from '../../domain/read-contract.js'
import type { GatewayApp } from '../gateway-app.js'
import { AddressParam, ChainIdParam } from '../schemas/params.js'

const ContractParams = z.object({ chainId: ChainIdParam, address: AddressParam })
const Contract = z.object({
  address: z.string(),
  name: z.string(),
  displayName: z.string(),
  logoUri: z.string().nullable(),
  contractAbi: z
    .object({ abi: z.array(z.unknown()).readonly(), description: z.string(), relevance: z.number().int() })
    .nullable(),
  trustedForDelegateCall: z.boolean(),
})

/** `GET /v1/chains/{chainId}/contracts/{address}`: name, ABI and delegate-call trust of a known contract (else 404). */
export function registerContractRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/contracts/:address',
    { schema: { params: ContractParams, response: { 200: Contract } } },
    async (request) => readContract(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
}
