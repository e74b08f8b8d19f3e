import { isOwner } from '@concord/protocol'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft, thresholdError } from '../settingsPlan'

/** The add-owner form as typed. */
type AddOwnerInput = { owner: string; threshold: number }

/** addOwnerWithThreshold(owner, threshold) on the Safe, or what to fix: bad address, already an owner, threshold. */
export function buildAddOwner(safe: SafeSetup, form: AddOwnerInput): SettingsPlan<keyof AddOwnerInput> {
  const errors: Partial<Record<keyof AddOwnerInput, string>> = {}
  const owner = readAddressInput(form.owner, safe.address)
  if (!owner.ok) errors.owner = owner.error
  else if (isOwner(safe.owners, owner.address)) {
    errors.owner = `${owner.address} is already an owner of this Safe.`
  }
  const threshold = thresholdError(form.threshold, safe.owners.length + 1)
  if (threshold) errors.threshold = threshold
  if (!owner.ok || errors.owner || errors.threshold) return { ok: false, errors }
  const count = safe.owners.length + 1
  return selfCallDraft(
    safe.address,
    `Add owner ${shortenAddress(owner.address)} (threshold ${form.threshold} of ${count})`,
    'addOwnerWithThreshold',
    [owner.address, BigInt(form.threshold)],
  )
}
