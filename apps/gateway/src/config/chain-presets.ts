import type { ChainFeature } from '@concord/gateway-schema'

/**
 * What a preset gives a chain entry: everything but the operator's own RPC URL. A preset's Safe contracts are not
 * listed: the gateway finds each version's canonical (and EIP-155) deployments with eth_getCode at start, from the
 * protocol's registry, which is what a list here would say. The RPC URL the wallet is given (`rpcUri` and its kin) is a
 * public endpoint, never the operator's `rpcUrl`, which may carry a key.
 */
type ChainPreset = {
  chainId: string
  chainName: string
  shortName: string
  description: string
  l2: boolean
  isTestnet: boolean
  publicRpc: string
  explorer: string
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string }
  theme: { textColor: string; backgroundColor: string }
  ensRegistryAddress?: string
  /** How often a block comes (ms): the indexer polls at about half of it. */
  blockTimeMs: number
  /** CoinGecko's ids for the chain's tokens (asset platform) and its native coin; none on testnets (no prices). */
  coingecko?: { platformId: string; nativeCoinId: string }
}

// The features Concord serves on any chain; DOMAIN_LOOKUP only where ENS is deployed.
const FEATURES: ChainFeature[] = [
  'CONTRACT_INTERACTION',
  'EIP1271',
  'EIP1559',
  'ERC721',
  'SAFE_APPS',
  'SAFE_TX_GAS_OPTIONAL',
  'TX_SIMULATION',
]
const ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' }

// Short names are the EIP-3770 prefixes Safe{Wallet} uses in its URLs (eth:0x…, base:0x…); explorers as Safe lists them.
const presets: Record<string, ChainPreset> = {
  ethereum: {
    chainId: '1',
    chainName: 'Ethereum',
    shortName: 'eth',
    description: 'Ethereum mainnet',
    l2: false,
    isTestnet: false,
    publicRpc: 'https://ethereum-rpc.publicnode.com',
    explorer: 'https://etherscan.io',
    nativeCurrency: ether,
    theme: { textColor: '#001428', backgroundColor: '#DDDDDD' },
    ensRegistryAddress: ENS_REGISTRY,
    blockTimeMs: 12_000,
    coingecko: { platformId: 'ethereum', nativeCoinId: 'ethereum' },
  },
  sepolia: {
    chainId: '11155111',
    chainName: 'Sepolia',
    shortName: 'sep',
    description: 'Ethereum testnet',
    l2: false,
    isTestnet: true,
    publicRpc: 'https://ethereum-sepolia-rpc.publicnode.com',
    explorer: 'https://sepolia.etherscan.io',
    nativeCurrency: { ...ether, name: 'Sepolia Ether' },
    theme: { textColor: '#ffffff', backgroundColor: '#B8AAD5' },
    ensRegistryAddress: ENS_REGISTRY,
    blockTimeMs: 12_000,
  },
  gnosis: {
    chainId: '100',
    chainName: 'Gnosis',
    shortName: 'gno',
    description: 'Gnosis Chain',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://rpc.gnosischain.com',
    explorer: 'https://gnosisscan.io',
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18, logoUri: '' },
    theme: { textColor: '#ffffff', backgroundColor: '#48A9A6' },
    blockTimeMs: 5_000,
    coingecko: { platformId: 'xdai', nativeCoinId: 'xdai' },
  },
  base: {
    chainId: '8453',
    chainName: 'Base',
    shortName: 'base',
    description: 'Base (OP Stack)',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://mainnet.base.org',
    explorer: 'https://basescan.org',
    nativeCurrency: ether,
    theme: { textColor: '#ffffff', backgroundColor: '#1652F0' },
    blockTimeMs: 2_000,
    coingecko: { platformId: 'base', nativeCoinId: 'ethereum' },
  },
  optimism: {
    chainId: '10',
    chainName: 'OP Mainnet',
    shortName: 'oeth',
    description: 'Optimism',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://mainnet.optimism.io',
    explorer: 'https://optimistic.etherscan.io',
    nativeCurrency: ether,
    theme: { textColor: '#ffffff', backgroundColor: '#F01A37' },
    blockTimeMs: 2_000,
    coingecko: { platformId: 'optimistic-ethereum', nativeCoinId: 'ethereum' },
  },
  arbitrum: {
    chainId: '42161',
    chainName: 'Arbitrum',
    shortName: 'arb1',
    description: 'Arbitrum One',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://arb1.arbitrum.io/rpc',
    explorer: 'https://arbiscan.io',
    nativeCurrency: ether,
    theme: { textColor: '#ffffff', backgroundColor: '#28A0F0' },
    blockTimeMs: 250,
    coingecko: { platformId: 'arbitrum-one', nativeCoinId: 'ethereum' },
  },
  polygon: {
    chainId: '137',
    chainName: 'Polygon',
    shortName: 'matic',
    description: 'Polygon PoS',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://polygon-rpc.com',
    explorer: 'https://polygonscan.com',
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18, logoUri: '' },
    theme: { textColor: '#ffffff', backgroundColor: '#8B50ED' },
    blockTimeMs: 2_000,
    coingecko: { platformId: 'polygon-pos', nativeCoinId: 'polygon-ecosystem-token' },
  },
  bnb: {
    chainId: '56',
    chainName: 'BNB Smart Chain',
    shortName: 'bnb',
    description: 'BNB Chain',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://bsc-dataseed.bnbchain.org',
    explorer: 'https://bscscan.com',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18, logoUri: '' },
    theme: { textColor: '#001428', backgroundColor: '#F0B90B' },
    blockTimeMs: 3_000,
    coingecko: { platformId: 'binance-smart-chain', nativeCoinId: 'binancecoin' },
  },
  avalanche: {
    chainId: '43114',
    chainName: 'Avalanche',
    shortName: 'avax',
    description: 'Avalanche C-Chain',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://api.avax.network/ext/bc/C/rpc',
    explorer: 'https://snowtrace.io',
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, logoUri: '' },
    theme: { textColor: '#ffffff', backgroundColor: '#000000' },
    blockTimeMs: 2_000,
    coingecko: { platformId: 'avalanche', nativeCoinId: 'avalanche-2' },
  },
  linea: {
    chainId: '59144',
    chainName: 'Linea',
    shortName: 'linea',
    description: 'Linea (zkEVM rollup)',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://rpc.linea.build',
    explorer: 'https://lineascan.build',
    nativeCurrency: ether,
    theme: { textColor: '#ffffff', backgroundColor: '#61DFFF' },
    blockTimeMs: 2_000,
    coingecko: { platformId: 'linea', nativeCoinId: 'ethereum' },
  },
  scroll: {
    chainId: '534352',
    chainName: 'Scroll',
    shortName: 'scr',
    description: 'Scroll (zkEVM rollup)',
    l2: true,
    isTestnet: false,
    publicRpc: 'https://rpc.scroll.io',
    explorer: 'https://scrollscan.com',
    nativeCurrency: ether,
    theme: { textColor: '#ffffff', backgroundColor: '#FFDBB0' },
    blockTimeMs: 3_000,
    coingecko: { platformId: 'scroll', nativeCoinId: 'ethereum' },
  },
}

/** The names `"preset"` takes: the chain's name as above, or its EIP-3770 short name (`eth`, `arb1`, `matic`…). */
export const CHAIN_PRESET_NAMES = Object.keys(presets)

/** The preset called `name` (a name or a short name, any case), or undefined. */
function findPreset(name: string): ChainPreset | undefined {
  const wanted = name.toLowerCase()
  return presets[wanted] ?? Object.values(presets).find((preset) => preset.shortName === wanted)
}

/**
 * The chain entry fields of preset `name`, as a chain file would write them: ChainInfo, explorer templates, features,
 * a public RPC for the wallet, RPC limits that suit a paid provider, and tracked indexing (on a real chain, indexing
 * every Safe from genesis is not what a team wants). Undefined for an unknown name.
 */
export function chainPresetEntry(name: string): Record<string, unknown> | undefined {
  const preset = findPreset(name)
  if (preset === undefined) return undefined
  const rpc = { authentication: 'NO_AUTHENTICATION', value: preset.publicRpc }
  return {
    chainId: preset.chainId,
    chainName: preset.chainName,
    shortName: preset.shortName,
    description: preset.description,
    l2: preset.l2,
    isTestnet: preset.isTestnet,
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    publicRpcUri: rpc,
    blockExplorerUriTemplate: {
      address: `${preset.explorer}/address/{{address}}`,
      txHash: `${preset.explorer}/tx/{{txHash}}`,
      // Etherscan's v2 API serves every chain it indexes by chain id.
      api: `https://api.etherscan.io/v2/api?chainid=${preset.chainId}&module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}`,
    },
    nativeCurrency: preset.nativeCurrency,
    theme: preset.theme,
    ensRegistryAddress: preset.ensRegistryAddress ?? null,
    features: preset.ensRegistryAddress === undefined ? FEATURES : [...FEATURES, 'DOMAIN_LOOKUP'],
    rpcLimits: { maxBlockRange: 2_000, maxResults: 10_000, requestsPerSecond: 20 },
    indexer: { mode: 'tracked', pollIntervalMs: Math.max(1_000, Math.round(preset.blockTimeMs / 2)) },
    ...(preset.coingecko === undefined ? {} : { coingecko: preset.coingecko }),
  }
}
