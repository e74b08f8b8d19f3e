import { isAddressEqual } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft } from '../settingsPlan'
import { type CodeState, noCodeRefusal } from './codeRefusal'

/**
 * enableModule(module) on the Safe, or what to fix: bad address, the module is already enabled, or (when the gateway
 * said so) the address has no code and the user did not tick that they know.
 */
export function buildEnableModule(
  safe: SafeSetup,
  form: { module: string; code?: CodeState; noCodeAllowed?: boolean },
): SettingsPlan<'module'> {
  const module = readAddressInput(form.module, safe.address)
  if (!module.ok) return { ok: false, errors: { module: module.error } }
  if (safe.modules.some((enabled) => isAddressEqual(enabled, module.address))) {
    return { ok: false, errors: { module: `${module.address} is already enabled as a module.` } }
  }
  const noCode = form.noCodeAllowed ? null : noCodeRefusal('module', module.address, form.code ?? 'unknown')
  if (noCode) return { ok: false, errors: { module: noCode } }
  return selfCallDraft(safe.address, `Enable module ${shortenAddress(module.address)}`, 'enableModule', [
    module.address,
  ])
}
