import {
  ChainParams,
  Contract,
  ContractPage,
  ContractParams,
  CursorQuery,
  DataDecoded,
  DecodeDataBody,
} from '@concord/gateway-schema'
import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { GatewayApp } from '../../wire/gateway-app.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import { decodeCalldata } from './decode-calldata.js'
import { readContract } from './read-contract.js'
import { readContracts } from './read-contracts.js'

/**
 * `GET /v1/chains/{chainId}/contracts/{address}`: name, ABI and delegate-call trust of a known contract (else 404);
 * `GET /v1/chains/{chainId}/contracts` (our extension): the known contracts with an address, paged, to pick from;
 * `POST /v1/chains/{chainId}/data-decoder`: decodes calldata with the Safe, token, MultiSend and config ABIs.
 */
export function registerContractRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/contracts',
    { schema: { params: ChainParams, querystring: CursorQuery, response: { 200: ContractPage } } },
    async (request) => {
      const pagination = parseCursor(request.query.cursor)
      const { count, results } = await readContracts(ctx.db, getChain(ctx, request.params.chainId), pagination)
      return pageOf(request, pagination, count, results)
    },
  )
  app.get(
    '/v1/chains/:chainId/contracts/:address',
    { schema: { params: ContractParams, response: { 200: Contract } } },
    async (request) => readContract(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
  )
  app.post(
    '/v1/chains/:chainId/data-decoder',
    { schema: { params: ChainParams, body: DecodeDataBody, response: { 200: DataDecoded } } },
    async (request) => {
      const { data, to } = request.body
      return decodeCalldata(getChain(ctx, request.params.chainId), data, to)
    },
  )
}
