import type { ChainInfo as AppChainInfo, SafeInfo as AppSafeInfo } from '@concord/apps-contract'
import type { ChainInfo, SafeInfo } from '@concord/gateway-client'
import { chainIdNumber, isOwner } from '@concord/protocol'
import { chainIdOf } from '../../../chains/chainIdOf'

/**
 * The Safe as apps read it (`SafeInfoExtended` plus Safe{Wallet}'s legacy `network`): read-only unless the connected
 * account owns the Safe.
 */
export function toAppSafeInfo(info: SafeInfo, chain: ChainInfo, account: string | undefined): AppSafeInfo {
  const owners = info.owners.map((o) => o.value)
  return {
    safeAddress: info.address.value,
    chainId: chainIdNumber(chainIdOf(info)),
    threshold: info.threshold,
    owners,
    isReadOnly: !account || !isOwner(owners, account),
    nonce: info.nonce,
    implementation: info.implementation.value,
    modules: info.modules ? info.modules.map((m) => m.value) : null,
    fallbackHandler: info.fallbackHandler?.value ?? null,
    guard: info.guard?.value ?? null,
    version: info.version,
    network: chain.chainName.toUpperCase(),
  }
}

/** The chain as apps read it: the five fields of the Safe Apps SDK's ChainInfo. */
export function toAppChainInfo(chain: ChainInfo): AppChainInfo {
  return {
    chainName: chain.chainName,
    chainId: chain.chainId,
    shortName: chain.shortName,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
      logoUri: chain.nativeCurrency.logoUri,
    },
    blockExplorerUriTemplate: {
      address: chain.blockExplorerUriTemplate.address,
      txHash: chain.blockExplorerUriTemplate.txHash,
      api: chain.blockExplorerUriTemplate.api,
    },
  }
}
