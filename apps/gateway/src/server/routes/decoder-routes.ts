import { ChainParams, DataDecoded, DecodeDataBody } from '@concord/gateway-schema'
import { type GatewayContext, getChain } from '../../domain/gateway-context.js'
import { invalidInput } from '../../errors.js'
import type { GatewayApp } from '../gateway-app.js'

/** `POST /v1/chains/{chainId}/data-decoder`: decodes calldata with the Safe, token, MultiSend and config ABIs. */
export function registerDecoderRoutes(app: GatewayApp, ctx: GatewayContext): void {
  app.post(
    '/v1/chains/:chainId/data-decoder',
    { schema: { params: ChainParams, body: DecodeDataBody, response: { 200: DataDecoded } } },
    async (request) => {
      const chain = getChain(ctx, request.params.chainId)
      const { data, to } = request.body
      if (data.length < 10) throw invalidInput('Cannot decode data: it is shorter than a 4-byte function selector')
      const decoded = chain.decoder.decode(data, to)
      if (decoded === null) {
        throw invalidInput(`Cannot decode data: no known ABI has the function selector ${data.slice(0, 10)}`)
      }
      return decoded
    },
  )
}
