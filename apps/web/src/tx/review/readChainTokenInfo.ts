import type { ChainInfo } from '@concord/gateway-client'
import { chainIdNumber } from '@concord/protocol'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../chains/chainIdOf'
import type { KnownToken } from './describeCall'
import { readTokenInfo } from './readTokenInfo'

/**
 * A token's symbol and decimals read on the Safe's chain; null without a connection to it. Loaded on demand by
 * useTokenInfos, so a page that shows calls carries no public client until a call names a token it does not know.
 */
export async function readChainTokenInfo(
  wagmiConfig: Config,
  chain: ChainInfo,
  address: string,
): Promise<KnownToken | null> {
  const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
  return client ? readTokenInfo(client, address as Address) : null
}
