import { previousInList } from '@concord/protocol'
import type { Address } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft } from '../settingsPlan'

/** disableModule(prevModule, module) on the Safe (prevModule from the module list order), or why it cannot be. */
export function buildDisableModule(safe: SafeSetup, form: { module: Address }): SettingsPlan<'module'> {
  const prev = previousInList(safe.modules, form.module)
  if (prev === null) return { ok: false, errors: { module: `${form.module} is not an enabled module of this Safe.` } }
  return selfCallDraft(safe.address, `Disable module ${shortenAddress(form.module)}`, 'disableModule', [
    prev,
    form.module,
  ])
}
