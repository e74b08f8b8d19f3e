import type { Address } from '@concord/gateway-schema'
import type { ChainId } from '@concord/protocol'
import type { PublicClient } from 'viem'
import type { ChainConfig, GatewayConfig } from '../config/config-schema.js'
import type { PriceSource } from '../config/price-source.js'
import type { Db } from '../db/db.js'
import type { Decoder } from '../decoder/decode-data.js'
import type { EventBus } from '../events/event-bus.js'
import type { HashPool } from '../hashing/hash-pool.js'

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

/** A token's metadata as indexed. */
export type TokenRow = {
  address: Address
  type: 'ERC20' | 'ERC721'
  name: string
  symbol: string
  decimals: number
  logoUri: string
  trusted: boolean
}

/** One configured chain with its RPC client. */
export type ChainRuntime = {
  config: ChainConfig
  /** Branded where the config is read; `chainIdNumber` turns it into viem's number where a viem call needs one. */
  chainId: ChainId
  /** For reads made while a user waits: gives up after the chain's `rpcLimits.liveCallTimeoutMs`, retries included. */
  client: PublicClient
  /** For the indexer, which may wait out every retry of a slow provider rather than fail a batch. */
  indexerClient: PublicClient
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
  /** Notifications for the event streams (in-process; relayed between replicas on PostgreSQL). */
  events: EventBus
  /** Worker threads for the dear hashes of writes, so they never block the event loop. */
  hashing: HashPool
}
