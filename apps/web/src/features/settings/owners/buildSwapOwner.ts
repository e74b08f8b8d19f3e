import { isOwner, previousInList } from '@concord/protocol'
import type { Address } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import type { SettingsPlan } from '../settingsPlan'
import { selfCallDraft } from '../settingsPlan'

/** The replace-owner form: the owner leaving and the address (typed) taking its place. */
type SwapOwnerInput = { oldOwner: Address; newOwner: string }

/** swapOwner(prevOwner, oldOwner, newOwner) on the Safe (threshold unchanged), or what to fix in words. */
export function buildSwapOwner(safe: SafeSetup, form: SwapOwnerInput): SettingsPlan<keyof SwapOwnerInput> {
  const prev = previousInList(safe.owners, form.oldOwner)
  if (prev === null) return { ok: false, errors: { oldOwner: `${form.oldOwner} is not an owner of this Safe.` } }
  const next = readAddressInput(form.newOwner, safe.address)
  if (!next.ok) return { ok: false, errors: { newOwner: next.error } }
  if (isOwner(safe.owners, next.address)) {
    return { ok: false, errors: { newOwner: `${next.address} is already an owner of this Safe.` } }
  }
  return selfCallDraft(
    safe.address,
    `Replace owner ${shortenAddress(form.oldOwner)} with ${shortenAddress(next.address)}`,
    'swapOwner',
    [prev, form.oldOwner, next.address],
  )
}
