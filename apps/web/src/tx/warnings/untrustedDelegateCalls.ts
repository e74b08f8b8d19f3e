import { type SafeVersion, versionContract } from '@concord/protocol'
import { isAddressEqual } from 'viem'
import type { DelegateCall } from './findDelegateCalls'

/**
 * The targets a Safe of `version` may DELEGATECALL without asking the gateway: its version's canonical MultiSend,
 * MultiSendCallOnly and SignMessageLib where it has them (the contracts Safe ships for batches and message signing).
 */
export function canonicalDelegateTargets(version: SafeVersion): string[] {
  const roles = ['MultiSend', 'MultiSendCallOnly', 'SignMessageLib'] as const
  return roles.flatMap((role) => versionContract(version, role) ?? [])
}

/** Whether `target` is one of the version's canonical delegate targets. */
export function isCanonicalDelegateTarget(target: string, version: SafeVersion): boolean {
  return canonicalDelegateTargets(version).some((t) => sameAddress(t, target))
}

/**
 * The delegate calls that need the user's explicit consent: every unreadable batch, and every DELEGATECALL whose
 * target is neither canonical for the Safe's version nor trusted by `gatewayTrusts` (the gateway's contract info,
 * `trustedForDelegateCall`). Decided in the browser from the transaction's own calldata, never from a flag the gateway
 * puts on the transaction.
 */
export function untrustedDelegateCalls(
  calls: readonly DelegateCall[],
  version: SafeVersion,
  gatewayTrusts: (target: string) => boolean,
): DelegateCall[] {
  return calls.filter(
    (call) => call.unreadable || !(isCanonicalDelegateTarget(call.target, version) || gatewayTrusts(call.target)),
  )
}

/** The distinct targets among `calls`, in order of first appearance (one consent per target). */
export function distinctTargets(calls: readonly DelegateCall[]): string[] {
  const targets: string[] = []
  for (const call of calls) if (!targets.some((t) => sameAddress(t, call.target))) targets.push(call.target)
  return targets
}

/** Why signing or executing is blocked by delegate calls, in words, or null when nothing blocks it. */
export function delegateBlockedBy(state: {
  checking: boolean
  untrusted: readonly DelegateCall[]
  acknowledged: ReadonlySet<string>
  verb: string
}): string | null {
  if (state.checking) return 'Checking the delegate-call targets with the gateway…'
  const pending = distinctTargets(state.untrusted).some((t) => !state.acknowledged.has(t.toLowerCase()))
  return pending ? `Tick the delegate-call confirmation above to ${state.verb}.` : null
}

function sameAddress(a: string, b: string): boolean {
  try {
    return isAddressEqual(a as `0x${string}`, b as `0x${string}`)
  } catch {
    return a.toLowerCase() === b.toLowerCase()
  }
}
