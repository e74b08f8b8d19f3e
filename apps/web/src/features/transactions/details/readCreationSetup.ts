import type { ChainInfo } from '@concord/gateway-client'
import { chainIdNumber } from '@concord/protocol'
import type { Hex } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { chainIdOf } from '../../../chains/chainIdOf'
import { creationSetupOf } from './creationSetup'

/**
 * The owners and threshold a Safe was set up with, read from its creation transaction's receipt on the chain; null
 * without a connection to the chain or without a SafeSetup event. Loaded on demand by the creation panel: the public
 * client is a chunk no other transaction's details need.
 */
export async function readCreationSetup(wagmiConfig: Config, chain: ChainInfo, safe: string, transactionHash: Hex) {
  const client = getPublicClient(wagmiConfig, { chainId: chainIdNumber(chainIdOf(chain)) })
  if (!client) return null
  const receipt = await client.getTransactionReceipt({ hash: transactionHash })
  return creationSetupOf(receipt.logs, safe)
}
