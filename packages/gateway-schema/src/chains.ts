import { z } from 'zod'
import { Address, page } from './common.js'

/** How a chain's RPC URL expects to be authenticated. */
export const RpcAuthentication = z.enum(['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN'])
export type RpcAuthentication = z.output<typeof RpcAuthentication>

/** An RPC endpoint of a chain. */
export const RpcUri = z.object({ authentication: RpcAuthentication, value: z.string() })
export type RpcUri = z.output<typeof RpcUri>

/** Gas price from an oracle URL. */
export const GasPriceOracle = z.object({
  type: z.literal('ORACLE'),
  uri: z.string(),
  gasParameter: z.string(),
  gweiFactor: z.string(),
})
export type GasPriceOracle = z.output<typeof GasPriceOracle>

/** A fixed legacy gas price. */
export const GasPriceFixed = z.object({ type: z.literal('FIXED'), weiValue: z.string() })
export type GasPriceFixed = z.output<typeof GasPriceFixed>

/** Fixed EIP-1559 fees. */
export const GasPriceFixedEIP1559 = z.object({
  type: z.literal('FIXED1559'),
  maxFeePerGas: z.string(),
  maxPriorityFeePerGas: z.string(),
})
export type GasPriceFixedEIP1559 = z.output<typeof GasPriceFixedEIP1559>

/** The gas price sources of a chain, in order of preference. */
export const GasPrice = z.array(z.discriminatedUnion('type', [GasPriceOracle, GasPriceFixed, GasPriceFixedEIP1559]))
export type GasPrice = z.output<typeof GasPrice>

/** Explorer URL templates with {{address}}, {{txHash}} and {{module}}/{{action}}/{{apiKey}} placeholders. */
export const BlockExplorerUriTemplate = z.object({ address: z.string(), txHash: z.string(), api: z.string() })
export type BlockExplorerUriTemplate = z.output<typeof BlockExplorerUriTemplate>

/** The chain's native currency. */
export const NativeCurrency = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  logoUri: z.string(),
})
export type NativeCurrency = z.output<typeof NativeCurrency>

/** Colours the wallet uses for the chain badge. */
export const Theme = z.object({ textColor: z.string(), backgroundColor: z.string() })
export type Theme = z.output<typeof Theme>

/** A relayer that sponsors Safe creations or transactions on the chain. */
export const Relayer = z.object({
  type: z.string().nullable(),
  safeCreationSponsored: z.boolean(),
  safeTransactionSponsored: z.boolean(),
  enableTenderlySimulationBeforeRelay: z.boolean(),
})
export type Relayer = z.output<typeof Relayer>

/** Features a chain can have switched on (product spec §3 "Chain features", the Safe SDK's FEATURES). */
export const ChainFeature = z.enum([
  'ERC721',
  'SAFE_APPS',
  'CONTRACT_INTERACTION',
  'DOMAIN_LOOKUP',
  'SPENDING_LIMIT',
  'EIP1559',
  'SAFE_TX_GAS_OPTIONAL',
  'TX_SIMULATION',
  'EIP1271',
])
export type ChainFeature = z.output<typeof ChainFeature>

/** A chain's configuration (`GET /v1/chains/{chainId}`, gateway-api.md §2.1). */
export const ChainInfo = z.object({
  chainId: z.string(),
  chainName: z.string(),
  description: z.string(),
  chainLogoUri: z.string().nullable(),
  shortName: z.string(),
  l2: z.boolean(),
  isTestnet: z.boolean(),
  zk: z.boolean(),
  rpcUri: RpcUri,
  safeAppsRpcUri: RpcUri,
  publicRpcUri: RpcUri,
  blockExplorerUriTemplate: BlockExplorerUriTemplate,
  beaconChainExplorerUriTemplate: z.object({ publicKey: z.string().nullable() }),
  nativeCurrency: NativeCurrency,
  transactionService: z.string(),
  theme: Theme,
  gasPrice: GasPrice,
  ensRegistryAddress: Address.nullable(),
  disabledWallets: z.array(z.string()),
  features: z.array(ChainFeature),
  balancesProvider: z.object({ chainName: z.string().nullable(), enabled: z.boolean() }),
  recommendedMasterCopyVersion: z.string().nullable(),
  relayer: Relayer.nullable(),
})
export type ChainInfo = z.output<typeof ChainInfo>

/** One page of chain configs (`GET /v1/chains`). */
export const ChainListResponse = page(ChainInfo)
export type ChainListResponse = z.output<typeof ChainListResponse>
