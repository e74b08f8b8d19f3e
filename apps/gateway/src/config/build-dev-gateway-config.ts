import type { ChainFeature, SafeAppFeature } from '@concord/gateway-schema'
import { DEFAULT_SAFE_VERSION, isKnownSafeVersion, type SafeContractRole } from '@concord/protocol'
import type { GatewayConfig, GatewayConfigInput, SafeContracts } from './config-schema.js'
import { demoTokenAbi } from './demo-token-abis.js'
import { parseGatewayConfig } from './parse-gateway-config.js'
import { CONFIG_ROLES, registryContractSet, registryRoleOf } from './registry-contract-set.js'

/**
 * The contract addresses of one Safe version as the dev chain deployed them, named either like our config
 * (`safeSingleton`…) or like `@concord/protocol`'s registry roles (`Safe`, `SafeL2`, `DefaultCallbackHandler`…).
 */
export type DevSafeContracts = Partial<Record<keyof SafeContracts | SafeContractRole, string>>

/** A demo token deployed on the dev chain. */
export type DevToken = {
  address: string
  name: string
  symbol: string
  decimals?: number | undefined
  type?: 'ERC20' | 'ERC721' | undefined
}

// A role the dev chain does not list is taken from the registry: what a version borrows (1.2.0's 1.1.1 factory) sits at
// its canonical address there too.
function normaliseContracts(version: string, set: DevSafeContracts): Record<keyof SafeContracts, string | null> {
  const out = {} as Record<keyof SafeContracts, string | null>
  const registry = isKnownSafeVersion(version) ? registryContractSet(version, 'canonical') : null
  for (const ours of CONFIG_ROLES) {
    const theirs = isKnownSafeVersion(version) ? registryRoleOf(version, ours) : null
    out[ours] = set[ours] ?? (theirs === null ? undefined : set[theirs]) ?? registry?.[ours] ?? null
  }
  return out
}

// A token without `type` is an ERC-721 when it has no decimals (the dev chain's NFT), else an ERC-20.
function normaliseTokens(tokens: readonly DevToken[] | Readonly<Record<string, DevToken>>): DevToken[] {
  const list: DevToken[] = Array.isArray(tokens) ? [...tokens] : Object.values(tokens)
  return list.map((token) => ({ ...token, type: token.type ?? (token.decimals === undefined ? 'ERC721' : 'ERC20') }))
}

/** What the dev stack knows after starting its chain. */
export type BuildDevGatewayConfigParameters = {
  chainId: number | string
  rpcUrl: string
  /** By Safe version (the dev chain's `contracts` and `otherVersions` together give every version). */
  contracts: Readonly<Record<string, DevSafeContracts>>
  tokens: readonly DevToken[] | Readonly<Record<string, DevToken>>
  webOrigins: readonly string[]
  /** One catalogue entry pointing at a single app URL (ignored when `safeApps` is given). */
  appsUrl?: string
  /** The Safe Apps catalogue of the dev chain, e.g. the example apps `npm start` serves. */
  safeApps?: readonly DevSafeApp[]
  /** The chain's short name in URLs and EIP-3770 addresses; `dev` when omitted. */
  shortName?: string
  /** The chain's name as the web app shows it; `Concord Devnet` when omitted. */
  chainName?: string
  /** The dev chain's ENS registry (`devEnsRegistryAddress` of @concord/devchain); null (no ENS) when omitted. */
  ensRegistryAddress?: string | null
}

/** A Safe App for the dev catalogue (the other SafeApp fields get neutral defaults: tag "dev", batched transactions). */
export type DevSafeApp = {
  id: number
  name: string
  url: string
  description: string
  iconUrl?: string | null
  tags?: string[]
  features?: SafeAppFeature[]
  developerWebsite?: string | null
  socialProfiles?: { platform: 'TWITTER' | 'GITHUB' | 'DISCORD' | 'TELEGRAM'; url: string }[]
  accessControl?: { type: 'NO_RESTRICTIONS' } | { type: 'DOMAIN_ALLOWLIST'; value: string[] }
}

function devSafeApps(p: BuildDevGatewayConfigParameters) {
  if (p.safeApps !== undefined) {
    return p.safeApps.map((app) => ({
      id: app.id,
      url: app.url,
      name: app.name,
      iconUrl: app.iconUrl ?? null,
      description: app.description,
      tags: app.tags ?? ['dev'],
      features: app.features ?? [...DEV_APP_FEATURES],
      ...(app.developerWebsite === undefined ? {} : { developerWebsite: app.developerWebsite }),
      ...(app.socialProfiles === undefined ? {} : { socialProfiles: app.socialProfiles }),
      ...(app.accessControl === undefined ? {} : { accessControl: app.accessControl }),
    }))
  }
  if (p.appsUrl === undefined) return []
  return [
    {
      id: 1,
      url: p.appsUrl,
      name: 'Concord example app',
      iconUrl: null,
      description: 'An embedded app built with the Concord apps SDK',
      tags: ['dev'],
      features: [...DEV_APP_FEATURES],
    },
  ]
}

const DEV_APP_FEATURES: SafeAppFeature[] = ['BATCHED_TRANSACTIONS']

const DEV_FEATURES: ChainFeature[] = [
  'CONTRACT_INTERACTION',
  'DOMAIN_LOOKUP',
  'EIP1271',
  'EIP1559',
  'ERC721',
  'SAFE_APPS',
  'SAFE_TX_GAS_OPTIONAL',
  'SPENDING_LIMIT',
  'TX_SIMULATION',
]

/**
 * Builds the config of the local dev chain (every feature on, fixed prices: ETH 2000 USD, the first ERC-20 1 USD; the
 * demo tokens' ABIs registered for the decoder and the contracts endpoint).
 */
export function buildDevGatewayConfig(p: BuildDevGatewayConfigParameters): GatewayConfig {
  const chainId = String(p.chainId)
  const rpc = { authentication: 'NO_AUTHENTICATION' as const, value: p.rpcUrl }
  const tokens = normaliseTokens(p.tokens)
  const contracts = Object.fromEntries(
    Object.entries(p.contracts).map(([version, set]) => [version, normaliseContracts(version, set)]),
  )
  const firstErc20 = tokens.find((token) => (token.type ?? 'ERC20') === 'ERC20')
  const input: GatewayConfigInput = {
    webOrigins: [...p.webOrigins],
    // The dev stack's own receiver (and a developer's local hooks) listen on loopback.
    alerts: { allowedDestinations: ['127.0.0.1', '::1', 'localhost'] },
    chains: [
      {
        chainId,
        chainName: p.chainName ?? 'Concord Devnet',
        description: 'Local anvil chain started by the Concord dev stack',
        chainLogoUri: null,
        shortName: p.shortName ?? 'dev',
        l2: true,
        isTestnet: true,
        zk: false,
        rpcUri: rpc,
        safeAppsRpcUri: rpc,
        publicRpcUri: rpc,
        blockExplorerUriTemplate: { address: '{{address}}', txHash: '{{txHash}}', api: '' },
        beaconChainExplorerUriTemplate: { publicKey: null },
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
        transactionService: '',
        theme: { textColor: '#ffffff', backgroundColor: '#12312C' },
        gasPrice: [{ type: 'FIXED1559', maxFeePerGas: '2000000000', maxPriorityFeePerGas: '1000000000' }],
        ensRegistryAddress: p.ensRegistryAddress ?? null,
        disabledWallets: [],
        features: DEV_FEATURES,
        balancesProvider: { chainName: null, enabled: true },
        recommendedMasterCopyVersion: DEFAULT_SAFE_VERSION,
        relayer: null,
        rpcUrl: p.rpcUrl,
        contracts,
        safeApps: devSafeApps(p),
        tokens: tokens.map((token) => ({
          address: token.address,
          type: token.type ?? 'ERC20',
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals ?? (token.type === 'ERC721' ? 0 : 18),
        })),
        // The web app's contract-interaction flow reads these through GET …/contracts/{address}.
        abis: tokens.map((token) => ({
          name: token.name,
          address: token.address,
          abi: demoTokenAbi(token.type ?? 'ERC20'),
        })),
        fiatCodes: ['USD', 'EUR'],
        prices: {
          native: { USD: '2000', EUR: '1800' },
          tokens: firstErc20 === undefined ? {} : { [firstErc20.address]: { USD: '1', EUR: '0.9' } },
        },
        indexer: { pollIntervalMs: 250, reorgDepth: 64 },
      },
    ],
  }
  return parseGatewayConfig(input)
}
