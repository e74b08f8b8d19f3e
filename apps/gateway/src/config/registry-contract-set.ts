import {
  type KnownSafeVersion,
  registryAddresses,
  SAFE_VERSION_FACTS,
  type SafeContractRole,
  versionContract,
  versionContractEip155,
} from '@concord/protocol'
import type { Address } from 'viem'
import type { SafeContracts } from './config-schema.js'

/** Where a version's contracts are: the singleton-factory (canonical) addresses, or the EIP-155 deployer's. */
export type DeploymentKind = 'canonical' | 'eip155'

/** The registry role behind each role of our config (the fallback handler's depends on the version). */
export function registryRoleOf(version: KnownSafeVersion, role: keyof SafeContracts): SafeContractRole | null {
  const roles: Record<Exclude<keyof SafeContracts, 'fallbackHandler'>, SafeContractRole> = {
    safeSingleton: 'Safe',
    safeL2Singleton: 'SafeL2',
    proxyFactory: 'SafeProxyFactory',
    multiSend: 'MultiSend',
    multiSendCallOnly: 'MultiSendCallOnly',
    signMessageLib: 'SignMessageLib',
    createCall: 'CreateCall',
    simulateTxAccessor: 'SimulateTxAccessor',
  }
  return role === 'fallbackHandler' ? SAFE_VERSION_FACTS[version].defaultFallbackHandler : roles[role]
}

/** Every role of our config's contract set. */
export const CONFIG_ROLES: (keyof SafeContracts)[] = [
  'safeSingleton',
  'safeL2Singleton',
  'proxyFactory',
  'multiSend',
  'multiSendCallOnly',
  'fallbackHandler',
  'signMessageLib',
  'createCall',
  'simulateTxAccessor',
]

/**
 * The config's contract set of `version` from the protocol's registry: canonical addresses (with the contracts the
 * version borrows, e.g. 1.2.0's 1.1.1 factory), or the EIP-155 ones where the version has them. Null when that kind
 * has no singleton for the version.
 */
export function registryContractSet(version: KnownSafeVersion, kind: DeploymentKind): SafeContracts | null {
  const find = (role: SafeContractRole): Address | undefined =>
    kind === 'canonical' ? versionContract(version, role) : versionContractEip155(version, role)
  if (kind === 'eip155' && Object.keys(registryAddresses[version].eip155).length === 0) return null
  const set = Object.fromEntries(
    CONFIG_ROLES.map((ours) => {
      const role = registryRoleOf(version, ours)
      return [ours, (role && find(role)) ?? null]
    }),
  ) as Record<keyof SafeContracts, Address | null>
  if (set.safeSingleton === null || set.proxyFactory === null) return null
  return { ...set, safeSingleton: set.safeSingleton, proxyFactory: set.proxyFactory }
}
