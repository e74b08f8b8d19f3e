import {
  GasPriceFixed,
  GasPriceFixedEIP1559,
  GasPriceOracle,
  NativeCurrency,
  SafeAppFeature,
  SafeAppSocialPlatform,
  ChainInfo as WireChainInfo,
} from '@concord/gateway-schema'
import { DEFAULT_SAFE_VERSION, isChainId, KNOWN_SAFE_VERSIONS, toChainId } from '@concord/protocol'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** An EVM address in any accepted spelling, normalised to its EIP-55 checksum (a wrong mixed-case checksum is refused). */
export const ConfigAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: true }), 'Expected a 0x-prefixed 20-byte address with a valid checksum')
  .transform((value) => getAddress(value))

const DecimalString = z.string().regex(/^\d+$/)

/**
 * A chain id as a config file writes it, branded as the protocol's ChainId: the config is where a configured chain's
 * id enters the gateway. Up to 2^53 - 1, since viem (the RPC checks, EIP-712 signatures) takes it as a number.
 */
const ConfigChainId = z
  .string()
  .refine(
    (value) => isChainId(value) && Number.isSafeInteger(Number(value)),
    'Expected a chain id: a positive decimal number without leading zeros, at most 2^53 - 1',
  )
  .transform((value) => toChainId(value))

/**
 * The ChainInfo metadata served by `/v1/chains`, every field, as a config file gives it: the wire schema, with the
 * checks a hand-written file needs (non-empty names, a decimal chain id and gas prices, a checksummed ENS registry).
 */
export const ChainInfoConfig = WireChainInfo.extend({
  chainId: ConfigChainId,
  chainName: z.string().min(1),
  shortName: z.string().min(1),
  nativeCurrency: NativeCurrency.extend({ decimals: z.number().int().min(0).max(255) }),
  gasPrice: z
    .array(
      z.discriminatedUnion('type', [
        GasPriceOracle,
        GasPriceFixed.extend({ weiValue: DecimalString }),
        GasPriceFixedEIP1559.extend({ maxFeePerGas: DecimalString, maxPriorityFeePerGas: DecimalString }),
      ]),
    )
    .default([]),
  ensRegistryAddress: ConfigAddress.nullable().default(null),
  // Defaults for what a chain file may leave out (README: Adding a chain): served as written here.
  description: z.string().default(''),
  chainLogoUri: z.string().nullable().default(null),
  zk: z.boolean().default(false),
  beaconChainExplorerUriTemplate: z.object({ publicKey: z.string().nullable() }).default({ publicKey: null }),
  transactionService: z.string().default(''),
  theme: WireChainInfo.shape.theme.default({ textColor: '#ffffff', backgroundColor: '#12312C' }),
  disabledWallets: z.array(z.string()).default([]),
  features: WireChainInfo.shape.features.default([]),
  balancesProvider: WireChainInfo.shape.balancesProvider.default({ chainName: null, enabled: true }),
  recommendedMasterCopyVersion: z.string().nullable().default(DEFAULT_SAFE_VERSION),
  relayer: WireChainInfo.shape.relayer.default(null),
})

/**
 * The contract set of one Safe version on one chain. Only the singleton and its factory are always there: before 1.3.0
 * a version has no L2 singleton, MultiSendCallOnly, SignMessageLib, CreateCall or SimulateTxAccessor (null), and its
 * fallback handler is the DefaultCallbackHandler (1.1.1, 1.2.0) or none (1.0.0).
 */
export const SafeContractsConfig = z.object({
  safeSingleton: ConfigAddress,
  safeL2Singleton: ConfigAddress.nullable().default(null),
  proxyFactory: ConfigAddress,
  multiSend: ConfigAddress.nullable().default(null),
  multiSendCallOnly: ConfigAddress.nullable().default(null),
  fallbackHandler: ConfigAddress.nullable().default(null),
  signMessageLib: ConfigAddress.nullable().default(null),
  createCall: ConfigAddress.nullable().default(null),
  simulateTxAccessor: ConfigAddress.nullable().default(null),
})

/** One entry of the Safe Apps catalogue (gateway-api.md §2.2); `chainIds` is filled in from the chain it is listed on. */
export const SafeAppConfig = z.object({
  id: z.number().int().nonnegative(),
  url: z.string().url(),
  name: z.string().min(1),
  iconUrl: z.string().nullable(),
  description: z.string(),
  provider: z.object({ url: z.string(), name: z.string() }).nullable().default(null),
  accessControl: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('NO_RESTRICTIONS') }),
      z.object({ type: z.literal('DOMAIN_ALLOWLIST'), value: z.array(z.string().url()) }),
    ])
    .default({ type: 'NO_RESTRICTIONS' }),
  tags: z.array(z.string()).default([]),
  features: z.array(SafeAppFeature).default([]),
  developerWebsite: z.string().nullable().default(null),
  socialProfiles: z.array(z.object({ platform: SafeAppSocialPlatform, url: z.string() })).default([]),
  featured: z.boolean().default(false),
})

/** Token metadata the config vouches for (shown as trusted; also used when a token's own metadata calls fail). */
export const TokenConfig = z.object({
  address: ConfigAddress,
  type: z.enum(['ERC20', 'ERC721']).default('ERC20'),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().min(0).max(255).default(18),
  logoUri: z.string().default(''),
})

/** Fixed fiat prices: `native` per fiat code and `tokens[address]` per fiat code, as decimal strings. */
export const PricesConfig = z.object({
  native: z.record(z.string(), z.string().regex(/^\d+(\.\d+)?$/)).default({}),
  tokens: z.record(z.string(), z.record(z.string(), z.string().regex(/^\d+(\.\d+)?$/))).default({}),
})

/**
 * An on-chain price feed (Chainlink's AggregatorV3Interface) for one pair. `heartbeatSeconds`: the feed's longest
 * interval between updates (its published heartbeat); an answer older than that is stale and gives no price.
 */
export const PriceFeedConfig = z.object({
  address: ConfigAddress,
  heartbeatSeconds: z.number().int().positive().default(3_600),
})

/** Price feeds per fiat code: `native[fiat]` for the native coin, `tokens[address][fiat]` per token. */
export const PriceFeedsConfig = z.object({
  native: z.record(z.string(), PriceFeedConfig).default({}),
  tokens: z.record(z.string(), z.record(z.string(), PriceFeedConfig)).default({}),
})

/** A contract ABI registered for the data decoder, optionally tied to one address. */
export const AbiConfig = z.object({
  name: z.string().min(1),
  address: ConfigAddress.nullable().default(null),
  abi: z.array(z.record(z.string(), z.unknown())).min(1),
})

/** How the indexer walks one chain. */
export const IndexerConfig = z.object({
  enabled: z.boolean().default(true),
  startBlock: z.number().int().nonnegative().default(0),
  pollIntervalMs: z.number().int().positive().default(2000),
  initialBlockRange: z.number().int().positive().default(50),
  maxBlockRange: z.number().int().positive().default(10_000),
  maxRequestsInFlight: z.number().int().positive().default(4),
  reorgDepth: z.number().int().nonnegative().default(200),
  // Below the reorgDepth window one block hash per this many blocks is kept, so a deeper reorg is found and re-indexed
  // from the newest kept hash still on the chain (README: what reorg depth costs).
  checkpointInterval: z.number().int().positive().default(1000),
  // Issue 18: "all" indexes every Safe of the chain from startBlock; "tracked" only the Safes in trackedSafes and
  // those an API route is asked about, each backfilled from its creation, then followed (README: Tracked mode).
  mode: z.enum(['all', 'tracked']).default('all'),
  trackedSafes: z.array(ConfigAddress).default([]),
  // At most this many Safes start being tracked because a request asked about them (the config's list is apart): an
  // anonymous client must not make the gateway backfill any number of Safes. Past it, a Safe is answered from the
  // chain and not tracked; list it in trackedSafes.
  maxTrackedByRequest: z.number().int().nonnegative().default(1000),
  // Tokens sent to a Safe's address before its creation (a counterfactual Safe's funding) are read this many blocks
  // back from the range that creates it, or from its counterfactual registration when that is earlier, never before
  // startBlock (README: Safes before they are deployed). About a month of Ethereum blocks; 0 reads none.
  preCreationBlocks: z.number().int().nonnegative().default(216_000),
})

/**
 * What the chain's RPC provider allows (issue 18): the indexer and live reads stay within it. `maxBlockRange` and
 * `maxResults` bound one eth_getLogs (a wider range is read in pieces; an answer refused as too large is split, at
 * the range the provider suggests when it names one); `requestsPerSecond` paces every request to the provider (null:
 * no pacing, right for a node of one's own); a 429, a 408/5xx gateway status or an attempt silent for
 * `attemptTimeoutMs` is retried up to `retries` times, backing off from `retryDelayMs` (doubling, with jitter, or as
 * the provider's Retry-After says). The defaults suit a paid Infura or Alchemy plan; a free plan needs
 * `requestsPerSecond` (e.g. 10) and, on Alchemy's free tier, `maxBlockRange: 500`. `liveCallTimeoutMs` bounds one
 * chain call made for a user's request (balances, proposals, sign-in), retries and backoffs included: past it the
 * request fails with a 503 RPC_UNAVAILABLE instead of waiting on a hung node; the indexer keeps the longer budget of
 * its retries.
 */
export const RpcLimitsConfig = z
  .object({
    maxBlockRange: z.number().int().positive().default(10_000),
    maxResults: z.number().int().positive().default(10_000),
    requestsPerSecond: z.number().positive().nullable().default(null),
    attemptTimeoutMs: z.number().int().positive().default(5_000),
    retries: z.number().int().min(0).max(20).default(5),
    retryDelayMs: z.number().int().positive().default(250),
    liveCallTimeoutMs: z.number().int().positive().default(5_000),
  })
  .prefault({})

/**
 * Which signatures new proposals, confirmations and messages may carry; indexing always takes what the chain executed.
 * eth_sign (v 31/32) signs a bare hash the wallet cannot show, where EIP-712 shows what is signed, so the wallet's own
 * API (the Client Gateway face) refuses it unless `true`, as Safe's Client Gateway does since the Bybit attack. The
 * Transaction Service face accepts it by default (`'txs-only'`), as Safe's Transaction Service does: api-kit's
 * documented flow (`protocolKit.signHash` then `proposeTransaction`) signs that way, and scripts rely on it.
 * `false` refuses it on both faces.
 */
export const SignaturesConfig = z.object({
  acceptEthSign: z.union([z.boolean(), z.literal('txs-only')]).default('txs-only'),
})

/** Everything the gateway knows about one chain: its ChainInfo fields plus what the indexer and endpoints need. */
export const ChainConfig = ChainInfoConfig.extend({
  rpcUrl: z.string().url(),
  rpcLimits: RpcLimitsConfig,
  // Optional (a chain file, README: Adding a chain): left out or {}, the gateway finds the canonical Safe deployments
  // with eth_getCode at start (context/discover-safe-contracts.ts) and refuses to start when it finds no Safe singleton.
  contracts: z.partialRecord(z.enum(KNOWN_SAFE_VERSIONS), SafeContractsConfig).default({}),
  safeApps: z.array(SafeAppConfig).default([]),
  tokens: z.array(TokenConfig).default([]),
  // Token lists (Uniswap's format; https URLs or file paths, relative to the config file) whose tokens are trusted too.
  tokenLists: z.array(z.string().min(1)).default([]),
  fiatCodes: z.array(z.string().regex(/^[A-Z]{3,5}$/)).default(['USD']),
  prices: PricesConfig.default({ native: {}, tokens: {} }),
  // On-chain feeds, read through rpcUrl; a pair with a feed ignores its fixed price in `prices`.
  priceFeeds: PriceFeedsConfig.default({ native: {}, tokens: {} }),
  // The chain's ids at the price API (top-level `priceApi`): its asset platform for tokens, and its native coin.
  coingecko: z.object({ platformId: z.string().min(1), nativeCoinId: z.string().min(1) }).optional(),
  abis: z.array(AbiConfig).default([]),
  trustedDelegateCallTargets: z.array(ConfigAddress).default([]),
  signatures: SignaturesConfig.default({ acceptEthSign: 'txs-only' }),
  indexer: IndexerConfig.default({
    enabled: true,
    startBlock: 0,
    pollIntervalMs: 2000,
    initialBlockRange: 50,
    maxBlockRange: 10_000,
    maxRequestsInFlight: 4,
    reorgDepth: 200,
    checkpointInterval: 1000,
    mode: 'all',
    trackedSafes: [],
    maxTrackedByRequest: 1000,
    preCreationBlocks: 216_000,
  }),
})

// ---- The gateway's edge (rate limits, stream caps, trusted proxy, SIWE nonces): issue 20's edge block. ----

/** At most `max` requests in each window of `windowMs` (a fixed window from the first request, as @fastify/rate-limit counts). */
function rateLimit(max: number, windowMs: number) {
  return z
    .object({
      max: z.number().int().positive().default(max),
      windowMs: z.number().int().positive().default(windowMs),
    })
    .prefault({})
}

/** One route class's limits: per client address, and over every client together. */
function routeClassLimits(perClient: [number, number], global: [number, number]) {
  return z.object({ perClient: rateLimit(...perClient), global: rateLimit(...global) }).prefault({})
}

/**
 * Request rates per route class, for every client address (loopback included). `reads`: GET/HEAD/OPTIONS (API, health,
 * web app files); `writes`: other methods; `auth`: nonce, verify and logout of SIWE; `streams`: opening an event stream.
 * The read default lets one client read at 300 req/s on average (the load benchmark reads at 200) and cuts a flood off
 * after 3,000 requests in 10 s; answers over a limit are 429 `{code, message}` with `Retry-After`.
 */
export const RateLimitsConfig = z
  .object({
    enabled: z.boolean().default(true),
    reads: routeClassLimits([3_000, 10_000], [30_000, 10_000]),
    writes: routeClassLimits([300, 10_000], [3_000, 10_000]),
    auth: routeClassLimits([60, 60_000], [1_200, 60_000]),
    streams: routeClassLimits([60, 60_000], [1_200, 60_000]),
  })
  .prefault({})

/** Open event streams (`…/safes/{safe}/events` and the device stream) at once, per client address and in total. */
export const EventStreamsConfig = z
  .object({
    maxPerClient: z.number().int().positive().default(16),
    maxTotal: z.number().int().positive().default(1_000),
  })
  .prefault({})

/**
 * Whose X-Forwarded-For / -Proto / -Host the gateway believes (Fastify's `trustProxy`): false (nobody, the default), or
 * the proxy's addresses or CIDR ranges (`"10.0.0.1"`, `"10.0.0.0/8"`, a comma-separated list or an array). Only a
 * request whose TCP peer is one of them has its forwarded headers read, so nobody else can pose as another client or
 * as https. `true` (everyone) and hop counts (which cannot tell the proxy from a client) are refused.
 */
export const TrustProxyConfig = z
  .union([z.literal(false), z.string().min(1), z.array(z.string().min(1)).min(1)])
  .default(false)

/**
 * How long a client may take to send a request (issue 28 §5): `requestTimeoutMs` covers the headers and the whole
 * body, `headersTimeoutMs` the headers alone (at most `requestTimeoutMs`); a client slower than that gets a 408 and its
 * connection is closed, so dripping bodies cannot hold connections open. `keepAliveTimeoutMs`: how long an idle
 * keep-alive connection stays open (above a load balancer's 60 s idle timeout). Answers, event streams included, are
 * not limited by these.
 */
export const HttpTimeoutsConfig = z
  .object({
    requestTimeoutMs: z.number().int().positive().default(10_000),
    headersTimeoutMs: z.number().int().positive().default(10_000),
    keepAliveTimeoutMs: z.number().int().positive().default(72_000),
  })
  .prefault({})

/** Sign-in with Ethereum: the secret its stateless nonces are signed with (random per process when not set). */
export const SiweConfig = z
  .object({ nonceSecret: z.string().min(32, 'siwe.nonceSecret: at least 32 characters').optional() })
  .prefault({})

/**
 * Hashing off the event loop: worker threads for the dear hashes of writes (safeTxHash over large calldata, EIP-712
 * typed messages). 1 by default (the gateway's own thread stays free for every other request); 0 hashes inline.
 */
export const HashingConfig = z.object({ workers: z.number().int().min(0).max(64).default(1) }).prefault({})

/**
 * Alerts and webhooks (issue 21). `adminToken`: an operator's bearer token that may manage any Safe's subscriptions
 * (else only its signed-in owners). `allowedDestinations`: hosts, IP addresses or CIDR ranges a webhook may reach even
 * when private (by default only public addresses). `smtp`: the mail server for email subscriptions (none: email is
 * refused). `walletUrl`: the web app's address, for links in emails and chat messages. `gatewayUrl`: the gateway's
 * public address, for the link that confirms an email address (else `walletUrl`, for a gateway that serves the web app,
 * else the address it listens on; never a request's Host header). `delivery`: the worker's retries
 * (exponential backoff from `baseDelayMs` up to `maxDelayMs`, parked after `maxAttempts`), its poll interval, per-request
 * timeout, the lease a claimed delivery is held for (a replica killed mid-delivery releases it when it ends) and how
 * often it looks for transactions due a PENDING_REMINDER; `perDestination` attempts at once to one receiver.
 * `rateLimit`: at most `maxDeliveries` deliveries to one subscription within `windowMs`; the rest are folded into one
 * ALERT_SUMMARY when the window ends.
 */
export const AlertsConfig = z
  .object({
    adminToken: z.string().min(32, 'alerts.adminToken: at least 32 characters').optional(),
    allowedDestinations: z.array(z.string().min(1)).default([]),
    smtp: z
      .object({
        host: z.string().min(1),
        port: z.number().int().positive(),
        secure: z.boolean().default(false),
        user: z.string().optional(),
        password: z.string().optional(),
        from: z.string().min(3),
      })
      .optional(),
    walletUrl: z.string().url().optional(),
    gatewayUrl: z.string().url().optional(),
    delivery: z
      .object({
        maxAttempts: z.number().int().min(1).max(100).default(15),
        baseDelayMs: z.number().int().positive().default(1_000),
        maxDelayMs: z.number().int().positive().default(300_000),
        timeoutMs: z.number().int().positive().default(5_000),
        pollIntervalMs: z.number().int().positive().default(200),
        leaseMs: z.number().int().positive().default(30_000),
        batchSize: z.number().int().positive().default(100),
        concurrency: z.number().int().min(1).max(256).default(32),
        perDestination: z.number().int().min(1).max(256).default(4),
        reminderScanMs: z.number().int().positive().default(30_000),
      })
      .prefault({}),
    rateLimit: z
      .object({
        maxDeliveries: z.number().int().positive().default(60),
        windowMs: z.number().int().positive().default(60_000),
      })
      .prefault({}),
  })
  .prefault({})

/**
 * Prometheus metrics at `/metrics` (server/metrics.ts): on by default; with `token`, a scrape must send it as a bearer
 * token (for a gateway whose port the internet reaches).
 */
export const MetricsConfig = z
  .object({
    enabled: z.boolean().default(true),
    token: z.string().min(32, 'metrics.token: at least 32 characters').optional(),
  })
  .prefault({})

/**
 * Collectibles (issue 28). `allowedMetadataHosts`: host names, IP addresses or CIDR ranges the gateway may fetch NFT
 * metadata from even when they are private (an internal metadata server). By default only public addresses: a token
 * URI is written by whoever deployed the token, so it must not be a way into the operator's network.
 */
export const CollectiblesConfig = z
  .object({ allowedMetadataHosts: z.array(z.string().min(1)).default([]) })
  .prefault({})

/**
 * A CoinGecko-compatible price API (`/simple/price`, `/simple/token_price/{platform}`), asked for the pairs no price feed
 * covers, on chains with `coingecko` ids. `apiKey` goes in `keyHeader` (CoinGecko's demo or pro header); write it as
 * `"${COINGECKO_API_KEY}"`. A price older than `maxAgeSeconds` is no price. Answers are kept for `cacheSeconds`.
 */
export const PriceApiConfig = z.object({
  url: z.string().url().default('https://api.coingecko.com/api/v3'),
  apiKey: z.string().min(1),
  keyHeader: z.enum(['x-cg-demo-api-key', 'x-cg-pro-api-key']).default('x-cg-demo-api-key'),
  maxAgeSeconds: z.number().int().positive().default(900),
  cacheSeconds: z.number().int().positive().default(60),
  timeoutMs: z.number().int().positive().default(5_000),
})

/**
 * WalletConnect (issue 31): the operator's project id (cloud.reown.com; write it as `"${WALLETCONNECT_PROJECT_ID}"`),
 * handed to the web app with its boot data; without it the web app offers no WalletConnect. `relayUrl`: another relay
 * than WalletConnect's (a private one, or the tests' local stand-in), ws:// or wss://.
 */
export const WalletConnectConfig = z.object({
  projectId: z.string().trim().min(1, 'walletConnect.projectId: the WalletConnect project id, not empty'),
  relayUrl: z
    .string()
    .url('walletConnect.relayUrl: a ws:// or wss:// URL')
    .refine((url) => /^wss?:\/\//.test(url), 'walletConnect.relayUrl: a ws:// or wss:// URL')
    .optional(),
})

/** The whole gateway config file. */
export const GatewayConfigSchema = z.object({
  // The operator's bearer token for what only the operator sees: /health/ready's per-Safe tracking details.
  operatorToken: z.string().min(32, 'operatorToken: at least 32 characters').optional(),
  chains: z.array(ChainConfig).min(1),
  /** Chain files (README: Adding a chain) whose entries were added to `chains`, as `--config` listed them. */
  chainFiles: z.array(z.string().min(1)).default([]),
  webOrigins: z.array(z.string()).default([]),
  trustProxy: TrustProxyConfig,
  httpTimeouts: HttpTimeoutsConfig,
  rateLimits: RateLimitsConfig,
  eventStreams: EventStreamsConfig,
  siwe: SiweConfig,
  hashing: HashingConfig,
  alerts: AlertsConfig,
  metrics: MetricsConfig,
  collectibles: CollectiblesConfig,
  priceApi: PriceApiConfig.optional(),
  walletConnect: WalletConnectConfig.optional(),
})

export type GatewayConfig = z.output<typeof GatewayConfigSchema>
export type GatewayConfigInput = z.input<typeof GatewayConfigSchema>
export type ChainConfig = z.output<typeof ChainConfig>
export type ChainInfo = z.output<typeof ChainInfoConfig>
export type SafeContracts = z.output<typeof SafeContractsConfig>
export type PriceFeedConfig = z.output<typeof PriceFeedConfig>
export type PriceApiConfig = z.output<typeof PriceApiConfig>
export type WalletConnectConfig = z.output<typeof WalletConnectConfig>
export type SafeAppEntry = z.output<typeof SafeAppConfig>
export type RateLimitsConfig = z.output<typeof RateLimitsConfig>
export type HttpTimeoutsConfig = z.output<typeof HttpTimeoutsConfig>
export type RpcLimitsConfig = z.output<typeof RpcLimitsConfig>
export type EventStreamsConfig = z.output<typeof EventStreamsConfig>
export type AlertsConfig = z.output<typeof AlertsConfig>
