import { type DevChain, devEnsRegistryAddress } from '@concord/devchain'
import { buildDevGatewayConfig, type ChainConfig, type DevSafeApp, type GatewayConfig } from '@concord/gateway'

/** What a test changes in the dev chain's gateway config. */
export type DevGatewayConfigOptions = {
  /** Origins that may call with credentials and sign in (none by default). */
  webOrigins?: readonly string[]
  /** The Safe Apps catalogue (empty by default). */
  safeApps?: readonly DevSafeApp[]
  /** Resolve ENS names through the dev chain's registry (off by default). */
  ens?: boolean
  /** The chain's short name and name (`dev`, `Concord Devnet` when omitted), e.g. for a second dev chain. */
  shortName?: string
  chainName?: string
  /** Another RPC URL than the chain's own, e.g. a proxy in front of it. */
  rpcUrl?: string
  /** What the RPC provider allows, over the defaults (e.g. a request rate, for a gateway behind a limiting proxy). */
  rpcLimits?: Partial<ChainConfig['rpcLimits']>
  /** Indexer settings over the dev defaults, e.g. the block range of a batch. */
  indexer?: Partial<ChainConfig['indexer']>
  /** Signature kinds new writes may carry over the defaults, e.g. `{ acceptEthSign: true }`. */
  signatures?: Partial<ChainConfig['signatures']>
  /** Extra DELEGATECALL targets the gateway trusts on the dev chain (none by default). */
  trustedDelegateCallTargets?: readonly ChainConfig['trustedDelegateCallTargets'][number][]
  /** Alert settings over the dev defaults, e.g. an admin token, SMTP, faster retries (`delivery`). */
  alerts?: Partial<Omit<GatewayConfig['alerts'], 'delivery'>> & {
    delivery?: Partial<GatewayConfig['alerts']['delivery']>
  }
  /** Collectible settings over the defaults, e.g. a metadata host on loopback the gateway may fetch from. */
  collectibles?: Partial<GatewayConfig['collectibles']>
  /** On-chain price feeds (the dev chain's `priceFeeds`), over the dev config's fixed prices (none by default). */
  priceFeeds?: ChainConfig['priceFeeds']
  /** A CoinGecko-compatible price API (e.g. `@concord/test-kit/coingecko`'s stand-in; none by default: fixed prices). */
  priceApi?: GatewayConfig['priceApi']
  /** The dev chain's ids at the price API (none by default). */
  coingecko?: ChainConfig['coingecko']
  /** The WalletConnect project id and relay handed to the web app (none by default: WalletConnect is not offered). */
  walletConnect?: GatewayConfig['walletConnect']
}

/** The operator token of every test gateway: it shows /health/ready's tracked Safes (`Authorization: Bearer …`). */
export const TEST_OPERATOR_TOKEN = 'concord-test-operator-token-0123456789abcdef'

/** A dev chain's config with the test's changes to it. */
function withChainOptions(c: ChainConfig, options: DevGatewayConfigOptions): void {
  Object.assign(c.indexer, options.indexer)
  Object.assign(c.rpcLimits, options.rpcLimits)
  Object.assign(c.signatures, options.signatures)
  if (options.trustedDelegateCallTargets) c.trustedDelegateCallTargets = [...options.trustedDelegateCallTargets]
  if (options.priceFeeds) c.priceFeeds = options.priceFeeds
  if (options.coingecko) c.coingecko = options.coingecko
}

/** The dev gateway config of a seeded dev chain (as `npm start` builds it), with a test's changes. */
export function devGatewayConfig(
  chain: Pick<DevChain, 'chainId' | 'rpcUrl' | 'contracts' | 'otherVersions' | 'tokens'>,
  options: DevGatewayConfigOptions = {},
): GatewayConfig {
  const config = buildDevGatewayConfig({
    chainId: chain.chainId,
    rpcUrl: options.rpcUrl ?? chain.rpcUrl,
    // Every Safe version the dev chain has: 1.3.0 and 1.4.1 deployed, the others placed at their canonical addresses.
    contracts: { ...chain.contracts, ...chain.otherVersions },
    tokens: chain.tokens,
    webOrigins: options.webOrigins ?? [],
    ...(options.safeApps === undefined ? {} : { safeApps: options.safeApps }),
    ...(options.ens ? { ensRegistryAddress: devEnsRegistryAddress } : {}),
    ...(options.shortName === undefined ? {} : { shortName: options.shortName }),
    ...(options.chainName === undefined ? {} : { chainName: options.chainName }),
  })
  for (const c of config.chains) withChainOptions(c, options)
  if (options.alerts) {
    const { delivery, ...rest } = options.alerts
    config.alerts = { ...config.alerts, ...rest, delivery: { ...config.alerts.delivery, ...delivery } }
  }
  if (options.collectibles) config.collectibles = { ...config.collectibles, ...options.collectibles }
  if (options.walletConnect) config.walletConnect = options.walletConnect
  if (options.priceApi) config.priceApi = options.priceApi
  config.operatorToken = TEST_OPERATOR_TOKEN
  return config
}
