import { canonicalAddresses, migrationAddresses, SAFE_VERSIONS } from '@concord/protocol'
import type { ChainRuntime } from '../../context/gateway-context.js'

/**
 * Whether a DELEGATECALL to `target` is allowed: MultiSend, MultiSendCallOnly and SignMessageLib of every known Safe
 * version (canonical and as configured for the chain), the 1.4.1 migration contracts (the official upgrade path) plus
 * the chain's configured trusted targets. A delegatecall
 * runs foreign code with the Safe's storage, so anything else is refused (the Bybit attack was one).
 */
export function isTrustedDelegateTarget(chain: ChainRuntime, target: string): boolean {
  const trusted = new Set<string>([...chain.config.trustedDelegateCallTargets, ...Object.values(migrationAddresses)])
  for (const version of SAFE_VERSIONS) {
    const canonical = canonicalAddresses[version]
    trusted.add(canonical.MultiSend).add(canonical.MultiSendCallOnly).add(canonical.SignMessageLib)
  }
  for (const set of Object.values(chain.config.contracts)) {
    trusted.add(set.multiSend).add(set.multiSendCallOnly).add(set.signMessageLib)
  }
  return trusted.has(target)
}
