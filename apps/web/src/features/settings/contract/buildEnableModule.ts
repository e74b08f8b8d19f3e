import { isAddressEqual } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft } from '../settingsPlan'

/** enableModule(module) on the Safe, or what to fix: bad address, or the module is already enabled. */
export function buildEnableModule(safe: SafeSetup, form: { module: string }): SettingsPlan<'module'> {
  const module = readAddressInput(form.module, safe.address)
  if (!module.ok) return { ok: false, errors: { module: module.error } }
  if (safe.modules.some((enabled) => isAddressEqual(enabled, module.address))) {
    return { ok: false, errors: { module: `${module.address} is already enabled as a module.` } }
  }
  return selfCallDraft(safe.address, `Enable module ${shortenAddress(module.address)}`, 'enableModule', [
    module.address,
  ])
}
