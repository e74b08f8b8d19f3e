import { isOwner, type SafeVersion } from '@concord/protocol'
import { useMemo } from 'react'
import { useCurrentSafe } from '../../services/currentSafe'
import { useAddressNameLookup } from '../../ui/AddressNames'
import { useSimulation } from '../simulate/useSimulation'
import { detectWarnings } from '../warnings/detectWarnings'
import { useCheckedTx, useDelegateCallCheck } from '../warnings/useDelegateCallCheck'
import { flattenCalls } from './flattenCalls'
import type { SafeCall } from './safeTxFromDraft'

/**
 * The checks every screen runs on a Safe call before anyone signs or executes it (the review and the details page
 * alike): its calls unpacked, the warnings, the untrusted DELEGATE calls at any depth and (when `simulate`, for a
 * transaction not executed yet) a simulation on the chain now.
 */
export function useCallChecks(
  call: SafeCall | null,
  version: SafeVersion | null,
  owners: readonly string[],
  options: { simulate: boolean } = { simulate: true },
) {
  const { address: safe } = useCurrentSafe()
  const lookup = useAddressNameLookup()
  const calls = useMemo(() => (call ? flattenCalls(call) : []), [call])
  const warnings = detectWarnings(safe, calls, { isKnown: (a) => lookup(a) !== undefined || isOwner(owners, a) })
  // Shown among the warnings; the Sign and Execute controls run the same check and hold the consent.
  const delegates = useDelegateCallCheck(useCheckedTx(call), version, 'sign')
  const simulation = useSimulation(options.simulate ? call : null, version)
  return { calls, warnings, untrustedDelegateCalls: delegates.untrusted, simulation }
}

/** Checks of a call, as useCallChecks gives them. */
export type CallChecks = ReturnType<typeof useCallChecks>

/** Why the simulation says the call will fail, in words, or null (it succeeds, or has not run yet). */
export function simulatedFailure(checks: CallChecks): string | null {
  const result = checks.simulation.data
  return result && !result.ok && 'reason' in result ? result.reason : null
}
