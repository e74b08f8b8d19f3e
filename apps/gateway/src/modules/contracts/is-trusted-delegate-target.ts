import { delegateCallLibraryAt } from '@concord/protocol'
import type { ChainRuntime } from '../../context/gateway-context.js'

/**
 * Whether a DELEGATECALL to `target` is allowed: Safe's own delegate-call libraries of every known version
 * (MultiSend, MultiSendCallOnly, SignMessageLib and the official migration and setup contracts, canonical and EIP-155),
 * those configured for the chain, and the chain's configured trusted targets. A delegatecall runs foreign code with
 * the Safe's storage, so anything else is refused (the Bybit attack was one).
 */
export function isTrustedDelegateTarget(chain: ChainRuntime, target: string): boolean {
  if (delegateCallLibraryAt(target) !== undefined) return true
  const configured: string[] = [...chain.config.trustedDelegateCallTargets]
  for (const set of Object.values(chain.config.contracts)) {
    for (const library of [set.multiSend, set.multiSendCallOnly, set.signMessageLib]) {
      if (library !== null) configured.push(library)
    }
  }
  return configured.includes(target)
}
