import type { GatewayContext } from '../../context/gateway-context.js'
import { getChain } from '../../context/get-chain.js'
import type { Handlers } from '../../wire/operation-handlers.js'
import { pageOf, parseCursor } from '../../wire/pagination.js'
import { decodeCalldata } from './decode-calldata.js'
import { readContract } from './read-contract.js'
import { readContracts } from './read-contracts.js'

/**
 * `GET /v1/chains/{chainId}/contracts/{address}`: name, ABI and delegate-call trust of a known contract (else 404);
 * `GET /v1/chains/{chainId}/contracts` (our extension): the known contracts with an address, paged, to pick from;
 * `POST /v1/chains/{chainId}/data-decoder`: decodes calldata with the Safe, token, MultiSend and config ABIs.
 */
export function contractHandlers(ctx: GatewayContext): Handlers<'getContracts' | 'getContract' | 'getDecodedData'> {
  return {
    getContracts: async (request) => {
      const pagination = parseCursor(request.query.cursor)
      const { count, results } = await readContracts(ctx.db, getChain(ctx, request.params.chainId), pagination)
      return pageOf(request, pagination, count, results)
    },
    getContract: async (request) => readContract(ctx.db, getChain(ctx, request.params.chainId), request.params.address),
    getDecodedData: async (request) => {
      const { data, to } = request.body
      return decodeCalldata(getChain(ctx, request.params.chainId), data, to)
    },
  }
}
