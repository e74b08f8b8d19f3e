import type {
  Address,
  ChainInfo as WireChainInfo,
  ChainListResponse as WireChainListResponse,
} from '@concord/gateway-schema'

type ContractAddressKey =
  | 'safeSingletonAddress'
  | 'safeProxyFactoryAddress'
  | 'multiSendAddress'
  | 'multiSendCallOnlyAddress'
  | 'fallbackHandlerAddress'
  | 'signMessageLibAddress'
  | 'createCallAddress'
  | 'simulateTxAccessorAddress'
  | 'safeWebAuthnSignerFactoryAddress'

/**
 * A chain's configuration (`GET /v1/chains/{chainId}`). `contractAddresses` is the one field beyond the gateway's wire
 * format: Concord's gateway never sends it, the Safe Client Gateway sent it (all null) until 2026-04, the Safe SDK still declares
 * it, so callers that use it when present keep compiling.
 */
export type ChainInfo = WireChainInfo & { contractAddresses?: { [K in ContractAddressKey]: Address | null } }

/** One page of chain configs (`GET /v1/chains`). */
export type ChainListResponse = Omit<WireChainListResponse, 'results'> & { results: ChainInfo[] }
