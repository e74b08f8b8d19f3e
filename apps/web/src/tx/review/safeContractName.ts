import { type SafeContractRole, safeContractAt } from '@concord/protocol'
import { type Hex, isAddress, isAddressEqual } from 'viem'

/** The Safe's own parts a call may target, as its info gives them (absent ones null or empty). */
export type SafeParts = {
  safe: string
  fallbackHandler?: string | null
  guard?: string | null
  modules?: readonly string[] | null
}

// How a co-signer knows each canonical contract; the singletons say which flavour they are.
const labels: Partial<Record<SafeContractRole, string>> = {
  Safe: 'Safe singleton',
  SafeL2: 'SafeL2 singleton',
  SafeProxyFactory: 'Safe proxy factory',
  CompatibilityFallbackHandler: 'Compatibility fallback handler',
  ExtensibleFallbackHandler: 'Extensible fallback handler',
  DefaultCallbackHandler: 'Default callback handler',
  TokenCallbackHandler: 'Token callback handler',
}

const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && isAddress(a) && isAddressEqual(a as Hex, b as Hex)

function canonicalName(address: string): string | null {
  if (!isAddress(address, { strict: false })) return null
  const found = safeContractAt(address)
  return found === undefined ? null : `${labels[found.role] ?? found.role} ${found.version}`
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
