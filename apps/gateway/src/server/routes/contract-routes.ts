import { ChainParams, Contract, ContractPage, ContractParams, CursorQuery } from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { readContract } from '../../domain/read-contract.js'
import { readContracts } from '../../domain/read-contracts.js'
import { pageLinks, parseCursor } from '../cursor.js'
import type { GatewayApp } from '../gateway-app.js'

/**
 * `GET /v1/chains/{chainId}/contracts/{address}`: name, ABI and delegate-call trust of a known contract (else 404);
 * `GET /v1/chains/{chainId}/contracts` (our extension): the known contracts with an address, paged, to pick from.
 */
export function registerContractRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/contracts',
    { schema: { params: ChainParams, querystring: CursorQuery, response: { 200: ContractPage } } },
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
