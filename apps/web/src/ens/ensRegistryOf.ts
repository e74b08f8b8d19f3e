import type { ChainInfo } from '@concord/gateway-client'
import type { Address } from 'viem'

/** The chain's ENS registry when names may be looked up there (DOMAIN_LOOKUP on and a registry configured), else null. */
export function ensRegistryOf(chain: Pick<ChainInfo, 'features' | 'ensRegistryAddress'> | undefined): Address | null {
  if (!chain?.ensRegistryAddress) return null
  return chain.features.includes('DOMAIN_LOOKUP') ? chain.ensRegistryAddress : null
}
