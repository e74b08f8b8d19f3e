import type { ChainInfo } from '@concord/gateway-client'
import type { Config } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { WebAppError } from '../errors'
import type { EnsReader } from './ensClient'

const offline: EnsReader = {
  readContract: () => Promise.reject(new WebAppError('NO_CHAIN_RPC', 'This network has no RPC the app can read from.')),
}

/** The chain's public client from the wallet config (the one every chain read uses). */
export function ensReaderFor(wagmiConfig: Config, chain: ChainInfo | undefined): EnsReader {
  if (!chain) return offline
  return getPublicClient(wagmiConfig, { chainId: Number(chain.chainId) }) ?? offline
}
