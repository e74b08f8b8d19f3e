import { z } from 'zod'

const RpcUri = z.object({ authentication: z.enum(['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN']), value: z.string() })

const GasPrice = z.union([
  z.object({ type: z.literal('ORACLE'), uri: z.string(), gasParameter: z.string(), gweiFactor: z.string() }),
  z.object({ type: z.literal('FIXED'), weiValue: z.string() }),
  z.object({ type: z.literal('FIXED1559'), maxFeePerGas: z.string(), maxPriorityFeePerGas: z.string() }),
])

/** ChainInfo as served (gateway-api.md §2.1). */
export const Chain = z.object({
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
  blockExplorerUriTemplate: z.object({ address: z.string(), txHash: z.string(), api: z.string() }),
  beaconChainExplorerUriTemplate: z.object({ publicKey: z.string().nullable() }),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int(), logoUri: z.string() }),
  transactionService: z.string(),
  theme: z.object({ textColor: z.string(), backgroundColor: z.string() }),
  gasPrice: z.array(GasPrice),
  ensRegistryAddress: z.string().nullable(),
  disabledWallets: z.array(z.string()),
  features: z.array(z.string()),
  balancesProvider: z.object({ chainName: z.string().nullable(), enabled: z.boolean() }),
  recommendedMasterCopyVersion: z.string().nullable(),
  relayer: z
    .object({
      type: z.string().nullable(),
      safeCreationSponsored: z.boolean(),
      safeTransactionSponsored: z.boolean(),
      enableTenderlySimulationBeforeRelay: z.boolean(),
    })
    .nullable(),
})

/** A Safe App as served (gateway-api.md §2.2). */
export const SafeApp = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  description: z.string(),
  chainIds: z.array(z.string()),
  provider: z.object({ url: z.string(), name: z.string() }).nullable(),
  accessControl: z.object({
    type: z.enum(['NO_RESTRICTIONS', 'DOMAIN_ALLOWLIST', 'UNKNOWN']),
    value: z.array(z.string()).nullable(),
  }),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  developerWebsite: z.string().nullable(),
  socialProfiles: z.array(z.object({ platform: z.string(), url: z.string() })),
  featured: z.boolean(),
})

export const MasterCopy = z.object({ address: z.string(), version: z.string() })
