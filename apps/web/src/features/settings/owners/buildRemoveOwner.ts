import { previousInList } from '@concord/protocol'
import type { Address } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft, thresholdError } from '../settingsPlan'

/** The remove-owner form: which owner, and the threshold afterwards (defaults to the current one, lowered to fit). */
type RemoveOwnerInput = { owner: Address; threshold?: number }

/** The threshold proposed after removing one owner: the current one, lowered when it would exceed the owners left. */
export function thresholdAfterRemoval(safe: SafeSetup): number {
  return Math.max(1, Math.min(safe.threshold, safe.owners.length - 1))
}

/** removeOwner(prevOwner, owner, threshold) on the Safe, or what to fix: not an owner, last owner, threshold. */
export function buildRemoveOwner(safe: SafeSetup, form: RemoveOwnerInput): SettingsPlan<'owner' | 'threshold'> {
  const prev = previousInList(safe.owners, form.owner)
  if (prev === null) return { ok: false, errors: { owner: `${form.owner} is not an owner of this Safe.` } }
  if (safe.owners.length === 1) {
    return {
      ok: false,
      errors: { owner: 'This is the only owner: a Safe needs at least one. Add another owner first, or replace it.' },
    }
  }
  const threshold = form.threshold ?? thresholdAfterRemoval(safe)
  const error = thresholdError(threshold, safe.owners.length - 1)
  if (error) return { ok: false, errors: { threshold: error } }
  return selfCallDraft(
    safe.address,
    `Remove owner ${shortenAddress(form.owner)} (threshold ${threshold} of ${safe.owners.length - 1})`,
    'removeOwner',
    [prev, form.owner, BigInt(threshold)],
  )
}
