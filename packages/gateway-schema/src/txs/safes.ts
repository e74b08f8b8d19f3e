import { z } from 'zod'
import { Address, Hex } from '../common.js'

// The Transaction Service's service, singleton and Safe reads, as @safe-global/api-kit 5 reads them.

/** `GET /v1/about/`: the service's name and version; settings it does not have (or keeps private) are null. */
export const TxsServiceInfo = z.object({
  name: z.string(),
  version: z.string(),
  api_version: z.string(),
  secure: z.boolean(),
  settings: z.object({
    AWS_CONFIGURED: z.boolean(),
    AWS_S3_CUSTOM_DOMAIN: z.string().nullable(),
    /** Never shown: an RPC URL may carry a provider key. */
    ETHEREUM_NODE_URL: z.string().nullable(),
    ETHEREUM_TRACING_NODE_URL: z.string().nullable(),
    ETH_INTERNAL_TXS_BLOCK_PROCESS_LIMIT: z.number().int().nullable(),
    ETH_INTERNAL_NO_FILTER: z.boolean().nullable(),
    ETH_REORG_BLOCKS: z.number().int().nullable(),
    TOKENS_LOGO_BASE_URI: z.string().nullable(),
    TOKENS_LOGO_EXTENSION: z.string().nullable(),
  }),
})
export type TxsServiceInfo = z.output<typeof TxsServiceInfo>

/** One Safe singleton the chain supports; deployment facts the gateway does not index are null. */
export const TxsSingleton = z.object({
  address: Address,
  version: z.string(),
  deployer: Address.nullable(),
  deployedBlockNumber: z.number().int().nullable(),
  lastIndexedBlockNumber: z.number().int().nullable(),
  l2: z.boolean(),
})
export const TxsSingletons = z.array(TxsSingleton)
export type TxsSingletons = z.output<typeof TxsSingletons>

/** `GET /v1/safes/{address}/`: the Safe as indexed (no fallback handler or guard: the zero address). */
export const TxsSafeInfo = z.object({
  address: Address,
  nonce: z.string(),
  threshold: z.number().int(),
  owners: z.array(Address),
  masterCopy: Address,
  modules: z.array(Address),
  fallbackHandler: Address,
  guard: Address,
  /** The singleton's version; null for a singleton the gateway does not know. */
  version: z.string().nullable(),
})
export type TxsSafeInfo = z.output<typeof TxsSafeInfo>

/** `GET /v1/owners/{address}/safes/` and `/v1/modules/{address}/safes/`. */
export const TxsSafeList = z.object({ safes: z.array(Address) })
export type TxsSafeList = z.output<typeof TxsSafeList>

/** `GET /v1/safes/{address}/creation/`; `userOperation` is null (no ERC-4337 deployments are indexed). */
export const TxsSafeCreation = z.object({
  created: z.string(),
  creator: Address.nullable(),
  transactionHash: Hex,
  factoryAddress: Address.nullable(),
  masterCopy: Address,
  setupData: Hex.nullable(),
  saltNonce: z.string().nullable(),
  dataDecoded: z.null(),
  userOperation: z.null(),
})
export type TxsSafeCreation = z.output<typeof TxsSafeCreation>
