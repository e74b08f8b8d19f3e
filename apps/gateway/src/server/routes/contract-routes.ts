import { z } from 'zod'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readContract } from '../../domain/read-contract.js'
import { readContracts } from '../../domain/read-contracts.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'
import { page } from '../schemas/common.js'
import { AddressParam, ChainIdParam, ChainParams } from '../schemas/params.js'

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
const ContractsQuery = z.object({ cursor: z.string().max(1000).optional() })

/**
 * `GET /v1/chains/{chainId}/contracts/{address}`: name, ABI and delegate-call trust of a known contract (else 404);
 * `GET /v1/chains/{chainId}/contracts` (our extension): the known contracts with an address, paged, to pick from.
 */
export function registerContractRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/contracts',
    { schema: { params: ChainParams, querystring: ContractsQuery, response: { 200: page(Contract) } } },
    async (request) => {
      const pagination = parseCursor(request.query.cursor)
      const { count, results } = await readContracts(ctx.db, getChain(ctx, request.params.chainId), pagination)
      return { count, ...pageLinks(request, pagination, count), results }
    },
  )
  app.get(
    '/v1/chains/:chainId/contracts/:address',
    { schema: { params: ContractParams, response: { 200: Contract } } },
    async (request) => readContract(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
}
