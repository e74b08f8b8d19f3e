import type { ChainInfo } from '@concord/gateway-client'
import type { ChainId } from '@concord/protocol'

/**
 * The chain's id as the web passes it around (protocol's branded ChainId). Every chain id the web holds comes from
 * the gateway's chain list (the route names its chain by shortName), in its wire form, a decimal string: this is the
 * one place it is branded. A type assertion, not protocol's toChainId, because first-paint code (this folder) must
 * not load protocol's runtime; wagmi's number is then `chainIdNumber(chainIdOf(chain))`, in lazy code only.
 */
export function chainIdOf(chain: Pick<ChainInfo, 'chainId'>): ChainId {
  return chain.chainId as ChainId
}
