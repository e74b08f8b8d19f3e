import { isKnownSafeVersion, SAFE_VERSION_FACTS } from '@concord/protocol'
import type { Abi, PublicClient } from 'viem'
import { createPublicClient } from 'viem'
import type { ChainConfig, GatewayConfig } from '../config/config-schema.js'
import { createDecoder } from '../decoder/decode-data.js'
import { type RpcTransportLimits, rpcTransport } from '../rpc/rpc-transport.js'
import type { ChainRuntime, KnownContract } from './gateway-context.js'

const CONTRACT_NAMES: Record<string, (version: string) => string> = {
  safeSingleton: (v) => `Safe ${v}`,
  safeL2Singleton: (v) => `Safe ${v} L2`,
  proxyFactory: (v) => `SafeProxyFactory ${v}`,
  multiSend: () => 'MultiSend',
  multiSendCallOnly: () => 'MultiSendCallOnly',
  // Before 1.3.0 the default handler is the DefaultCallbackHandler (1.1.1, 1.2.0).
  fallbackHandler: (v) => (isKnownSafeVersion(v) && SAFE_VERSION_FACTS[v].defaultFallbackHandler) || 'Fallback handler',
  signMessageLib: () => 'SignMessageLib',
  createCall: () => 'CreateCall',
  simulateTxAccessor: () => 'SimulateTxAccessor',
}

/** Names for the chain's Safe contracts (the first version to list an address names it), tokens and ABIs. */
function knownContractsOf(chain: ChainConfig): Map<string, KnownContract> {
  const known = new Map<string, KnownContract>()
  for (const [version, set] of Object.entries(chain.contracts)) {
    for (const [role, address] of Object.entries(set)) {
      const name = CONTRACT_NAMES[role]?.(version)
      if (address !== null && name !== undefined && !known.has(address)) known.set(address, { name, logoUri: null })
    }
  }
  for (const token of chain.tokens) known.set(token.address, { name: token.name, logoUri: token.logoUri || null })
  for (const abi of chain.abis) if (abi.address) known.set(abi.address, { name: abi.name, logoUri: null })
  return known
}

/** The runtime of one configured chain (its RPC client is lazy: nothing is contacted here). */
function chainRuntime(chain: ChainConfig): ChainRuntime {
  const transport = (limits: RpcTransportLimits) => rpcTransport(chain.rpcUrl, { retryCount: 0, batch: false }, limits)
  const live = { ...chain.rpcLimits, totalTimeoutMs: chain.rpcLimits.liveCallTimeoutMs }
  return {
    config: chain,
    chainId: chain.chainId,
    client: createPublicClient({ transport: transport(live) }) as PublicClient,
    indexerClient: createPublicClient({ transport: transport(chain.rpcLimits) }) as PublicClient,
    knownContracts: knownContractsOf(chain),
    indexer: null,
    tokenCache: null,
    tokenCacheCursor: null,
    decoder: createDecoder(chain.abis.map((entry) => ({ address: entry.address, abi: entry.abi as unknown as Abi }))),
  }
}

/** Builds the runtime of every configured chain, by chain id. */
export function createChainRuntimes(config: GatewayConfig): Map<string, ChainRuntime> {
  return new Map(config.chains.map((chain) => [chain.chainId, chainRuntime(chain)]))
}
