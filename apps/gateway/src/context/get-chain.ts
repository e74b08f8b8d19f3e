import { notFound } from '../errors.js'
import type { ChainRuntime, GatewayContext } from './gateway-context.js'

/** The runtime of a chain, or a 404 that names it. */
export function getChain(ctx: Pick<GatewayContext, 'chains'>, chainId: string): ChainRuntime {
  const chain = ctx.chains.get(chainId)
  if (chain === undefined) throw notFound(`Chain ${chainId} is not supported by this gateway`)
  return chain
}
