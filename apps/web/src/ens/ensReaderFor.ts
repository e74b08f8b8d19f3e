import type { ChainInfo } from '@concord/gateway-client'
import { readContract } from 'viem/actions'
import type { Config } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { WebAppError } from '../errors'
import type { EnsReader } from './ensClient'

const offline: EnsReader = {
  readContract: () => Promise.reject(new WebAppError('NO_CHAIN_RPC', 'This network has no RPC the app can read from.')),
}

/**
 * Contract reads through the chain's client from the wallet config (the one every chain read uses). The bare client
 * and viem's one action, not wagmi's public client: that carries every public action (signature checks and their
 * secp256k1 too) into the page, which shows names as soon as it has settled.
 */
export function ensReaderFor(wagmiConfig: Config, chain: ChainInfo | undefined): EnsReader {
  const client = chain && getClient(wagmiConfig, { chainId: Number(chain.chainId) })
  if (!client) return offline
  return { readContract: (parameters) => readContract(client, parameters) }
}
