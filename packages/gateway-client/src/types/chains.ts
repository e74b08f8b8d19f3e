import type { Address, Page } from './common.js'

/** How a chain's RPC URL expects to be authenticated. */
export const RPC_AUTHENTICATION = {
  API_KEY_PATH: 'API_KEY_PATH',
  NO_AUTHENTICATION: 'NO_AUTHENTICATION',
  UNKNOWN: 'UNKNOWN',
} as const
/** How a chain's RPC URL expects to be authenticated. */
export type RpcAuthentication = (typeof RPC_AUTHENTICATION)[keyof typeof RPC_AUTHENTICATION]

/** Kinds of gas price source in a chain config. */
export const GAS_PRICE_TYPE = {
  ORACLE: 'ORACLE',
  FIXED: 'FIXED',
  FIXED_1559: 'FIXED1559',
  UNKNOWN: 'UNKNOWN',
} as const
/** Kinds of gas price source in a chain config. */
export type GasPriceType = (typeof GAS_PRICE_TYPE)[keyof typeof GAS_PRICE_TYPE]

/** Features a chain can have switched on. */
export const FEATURES = {
  ERC721: 'ERC721',
  SAFE_APPS: 'SAFE_APPS',
  CONTRACT_INTERACTION: 'CONTRACT_INTERACTION',
  DOMAIN_LOOKUP: 'DOMAIN_LOOKUP',
  SPENDING_LIMIT: 'SPENDING_LIMIT',
  EIP1559: 'EIP1559',
  SAFE_TX_GAS_OPTIONAL: 'SAFE_TX_GAS_OPTIONAL',
  TX_SIMULATION: 'TX_SIMULATION',
  EIP1271: 'EIP1271',
} as const
/** Features a chain can have switched on. */
export type ChainFeature = (typeof FEATURES)[keyof typeof FEATURES]

/** An RPC endpoint of a chain. */
export type RpcUri = { authentication: RpcAuthentication; value: string }

/** Explorer URL templates with {{address}}, {{txHash}} and {{module}}/{{action}}/{{apiKey}} placeholders. */
export type BlockExplorerUriTemplate = { address: string; txHash: string; api: string }

/** The chain's native currency. */
export type NativeCurrency = { name: string; symbol: string; decimals: number; logoUri: string }

/** Colours the wallet uses for the chain badge. */
export type Theme = { textColor: string; backgroundColor: string }

// The Safe gateway sends the gas price type in lower case ("fixed1559") while the Safe SDK
// declares upper case; both are accepted here, compare with `type.toUpperCase()`.
/** Gas price from an oracle URL. */
export type GasPriceOracle = { type: 'ORACLE' | 'oracle'; uri: string; gasParameter: string; gweiFactor: string }
/** A fixed legacy gas price. */
export type GasPriceFixed = { type: 'FIXED' | 'fixed'; weiValue: string }
/** Fixed EIP-1559 fees. */
export type GasPriceFixedEIP1559 = {
  type: 'FIXED1559' | 'fixed1559'
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}
/** A gas price source this client does not know. */
export type GasPriceUnknown = { type: 'UNKNOWN' | 'unknown' }
/** The gas price sources of a chain, in order of preference. */
export type GasPrice = (GasPriceOracle | GasPriceFixed | GasPriceFixedEIP1559 | GasPriceUnknown)[]

/** A chain's configuration (`GET /v1/chains/{chainId}`). */
export type ChainInfo = {
  chainId: string
  chainName: string
  description: string
  chainLogoUri: string | null
  shortName: string
  l2: boolean
  isTestnet: boolean
  zk?: boolean
  rpcUri: RpcUri
  safeAppsRpcUri: RpcUri
  publicRpcUri: RpcUri
  blockExplorerUriTemplate: BlockExplorerUriTemplate
  beaconChainExplorerUriTemplate?: { publicKey: string | null }
  nativeCurrency: NativeCurrency
  transactionService: string
  theme: Theme
  gasPrice: GasPrice
  ensRegistryAddress: Address | null
  disabledWallets: string[]
  /** Known values are in FEATURES; gateways add newer free-form ones. */
  features: ChainFeature[]
  balancesProvider: { chainName: string | null; enabled: boolean }
  /** No longer sent by the Safe Client Gateway; kept for Safe SDK compatibility. */
  contractAddresses?: {
    safeSingletonAddress: Address | null
    safeProxyFactoryAddress: Address | null
    multiSendAddress: Address | null
    multiSendCallOnlyAddress: Address | null
    fallbackHandlerAddress: Address | null
    signMessageLibAddress: Address | null
    createCallAddress: Address | null
    simulateTxAccessorAddress: Address | null
    safeWebAuthnSignerFactoryAddress: Address | null
  }
  recommendedMasterCopyVersion: string | null
  relayer?: {
    type: string | null
    safeCreationSponsored: boolean
    safeTransactionSponsored: boolean
    enableTenderlySimulationBeforeRelay: boolean
  } | null
}

/** One page of chain configs (`GET /v1/chains`). */
export type ChainListResponse = Page<ChainInfo>
