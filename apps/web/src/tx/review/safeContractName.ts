import { canonicalAddresses, migrationAddresses, SAFE_VERSIONS, type SafeContractName } from '@concord/protocol'
import { type Hex, isAddress, isAddressEqual } from 'viem'

/** The Safe's own parts a call may target, as its info gives them (absent ones null or empty). */
export type SafeParts = {
  safe: string
  fallbackHandler?: string | null
  guard?: string | null
  modules?: readonly string[] | null
}

// How a co-signer knows each canonical contract; the singletons say which flavour they are.
const labels: Record<SafeContractName, string> = {
  Safe: 'Safe singleton',
  SafeL2: 'SafeL2 singleton',
  SafeProxyFactory: 'Safe proxy factory',
  MultiSend: 'MultiSend',
  MultiSendCallOnly: 'MultiSendCallOnly',
  CompatibilityFallbackHandler: 'Compatibility fallback handler',
  SignMessageLib: 'SignMessageLib',
  CreateCall: 'CreateCall',
  SimulateTxAccessor: 'SimulateTxAccessor',
}

const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && isAddress(a) && isAddressEqual(a as Hex, b as Hex)

// The migration contracts are deployed once (1.4.1) and are the usual DELEGATECALL target of an upgrade.
const migrationLabels: Record<keyof typeof migrationAddresses, string> = {
  SafeMigration: 'SafeMigration 1.4.1',
  SafeToL2Migration: 'SafeToL2Migration 1.4.1',
}

function canonicalName(address: string): string | null {
  for (const name of Object.keys(migrationAddresses) as (keyof typeof migrationAddresses)[]) {
    if (same(migrationAddresses[name], address)) return migrationLabels[name]
  }
  for (const version of SAFE_VERSIONS) {
    const contracts = canonicalAddresses[version]
    for (const name of Object.keys(contracts) as SafeContractName[]) {
      if (same(contracts[name], address)) return `${labels[name]} ${version}`
    }
  }
  return null
}

/**
 * The name of a call's target when it is the Safe itself, one of its parts (fallback handler, guard, a module) or a
 * canonical Safe contract of any supported version ("MultiSend 1.4.1", "SignMessageLib 1.3.0"); null otherwise.
 */
export function safeContractName(address: string, parts: SafeParts): string | null {
  if (!isAddress(address)) return null
  if (same(parts.safe, address)) return 'This Safe'
  const canonical = canonicalName(address)
  if (same(parts.fallbackHandler, address)) return canonical ? `${canonical} (fallback handler)` : 'Fallback handler'
  if (same(parts.guard, address)) return 'Guard of this Safe'
  if (parts.modules?.some((m) => same(m, address))) return 'Module of this Safe'
  return canonical
}
