import { type Abi, createPublicClient, type PublicClient } from 'viem'
import type { ChainConfig, GatewayConfig } from '../config/config-schema.js'
import type { PriceSource } from '../config/price-source.js'
import type { Db } from '../db/db.js'
import { createDecoder, type Decoder } from '../decoder/decode-data.js'
import { notFound } from '../errors.js'
import { rpcTransport } from '../rpc/rpc-transport.js'
import type { EventBus } from './event-bus.js'
import type { TokenRow } from './load-tokens.js'

/** A name and logo for an address the gateway recognises. */
export type KnownContract = { name: string; logoUri: string | null }

/**
 * Live progress of one chain's indexer, for readiness and lag reporting; `indexing` is whether this replica holds the
 * chain's advisory lock (another replica indexes it otherwise).
 */
export type IndexerStatus = {
  indexing: boolean
  indexedBlock: number
  headBlock: number
  lastError: string | null
  updatedAt: number
}

/** One configured chain with its RPC client. */
export type ChainRuntime = {
  config: ChainConfig
  chainId: string
  client: PublicClient
  /** Names for canonical Safe contracts, configured tokens and registered ABIs, keyed by checksummed address. */
  knownContracts: Map<string, KnownContract>
  indexer: IndexerStatus | null
  /** Token metadata read recently; dropped by the local indexer when it adds tokens, else after a few seconds. */
  tokenCache: { loadedAt: number; tokens: Promise<Map<string, TokenRow>> } | null
  /** The chain cursor (data version) seen when `tokenCache` was last dropped for a cached response's sake. */
  tokenCacheCursor: string | null
  decoder: Decoder
}

/** Everything a request handler needs. */
export type GatewayContext = {
  config: GatewayConfig
  db: Db
  chains: Map<string, ChainRuntime>
  prices: PriceSource
  /** Notifications for the device event streams (in-process: one replica). */
  events: EventBus
}

const CONTRACT_NAMES: Record<string, (version: string) => string> = {
  safeSingleton: (v) => `Safe ${v}`,
  safeL2Singleton: (v) => `Safe ${v} L2`,
  proxyFactory: (v) => `SafeProxyFactory ${v}`,
  multiSend: () => 'MultiSend',
  multiSendCallOnly: () => 'MultiSendCallOnly',
  fallbackHandler: () => 'CompatibilityFallbackHandler',
  signMessageLib: () => 'SignMessageLib',
  createCall: () => 'CreateCall',
  simulateTxAccessor: () => 'SimulateTxAccessor',
}

/** Builds the runtime of every configured chain (RPC clients are lazy: nothing is contacted here). */
export function createChainRuntimes(config: GatewayConfig): Map<string, ChainRuntime> {
  const runtimes = new Map<string, ChainRuntime>()
  for (const chain of config.chains) {
    const knownContracts = new Map<string, KnownContract>()
    for (const [version, set] of Object.entries(chain.contracts)) {
      for (const [role, address] of Object.entries(set)) {
        const name = CONTRACT_NAMES[role]?.(version)
        if (name !== undefined && !knownContracts.has(address)) knownContracts.set(address, { name, logoUri: null })
      }
    }
    for (const token of chain.tokens)
      knownContracts.set(token.address, { name: token.name, logoUri: token.logoUri || null })
    for (const abi of chain.abis) if (abi.address) knownContracts.set(abi.address, { name: abi.name, logoUri: null })
    const client = createPublicClient({
      transport: rpcTransport(chain.rpcUrl, { timeout: 5_000, retryCount: 0, batch: false }),
    }) as PublicClient
    runtimes.set(chain.chainId, {
      config: chain,
      chainId: chain.chainId,
      client,
      knownContracts,
      indexer: null,
      tokenCache: null,
      tokenCacheCursor: null,
      decoder: createDecoder(chain.abis.map((entry) => ({ address: entry.address, abi: entry.abi as unknown as Abi }))),
    })
  }
  return runtimes
}

/** The runtime of a chain, or a 404 that names it. */
export function getChain(ctx: GatewayContext, chainId: string): ChainRuntime {
  const chain = ctx.chains.get(chainId)
  if (chain === undefined) throw notFound(`Chain ${chainId} is not supported by this gateway`)
  return chain
}
