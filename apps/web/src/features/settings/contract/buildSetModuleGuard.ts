import { isKnownSafeVersion, SAFE_VERSION_FACTS, safeSettingsCallsAbi } from '@concord/protocol'
import { type Address, encodeFunctionData, isAddressEqual, zeroAddress } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import type { SettingsPlan } from '../settingsPlan'
import { type CodeState, noCodeRefusal } from './codeRefusal'

/** Whether the Safe's version has a module guard (1.5.0 on). */
export function hasModuleGuard(safe: Pick<SafeSetup, 'version'>): boolean {
  const version = safe.version?.replace(/\+L2$/, '') ?? ''
  return isKnownSafeVersion(version) && SAFE_VERSION_FACTS[version].supports.moduleGuard
}

/** The draft of setModuleGuard(`guard`) from the Safe to itself. */
function moduleGuardDraft(safe: SafeSetup, title: string, guard: Address): SettingsPlan<'moduleGuard'> {
  const data = encodeFunctionData({ abi: safeSettingsCallsAbi, functionName: 'setModuleGuard', args: [guard] })
  return {
    ok: true,
    draft: { title, origin: 'settings', calls: [{ to: safe.address, value: '0', data, operation: 0 }] },
  }
}

/** setModuleGuard(guard) on a Safe 1.5.0, or what to fix: an older Safe, a bad address, the guard it has, no code. */
export function buildSetModuleGuard(
  safe: SafeSetup,
  form: { guard: string; code?: CodeState },
): SettingsPlan<'moduleGuard'> {
  if (!hasModuleGuard(safe)) {
    return {
      ok: false,
      errors: { moduleGuard: `A Safe ${safe.version ?? ''} has no module guard: update it to 1.5.0.` },
    }
  }
  const guard = readAddressInput(form.guard, safe.address)
  if (!guard.ok) return { ok: false, errors: { moduleGuard: guard.error } }
  if (safe.moduleGuard && isAddressEqual(safe.moduleGuard, guard.address)) {
    return { ok: false, errors: { moduleGuard: `${guard.address} is already the module guard of this Safe.` } }
  }
  const noCode = noCodeRefusal('module guard', guard.address, form.code ?? 'unknown')
  if (noCode) return { ok: false, errors: { moduleGuard: noCode } }
  return moduleGuardDraft(safe, `Set module guard ${shortenAddress(guard.address)}`, guard.address)
}

/** setModuleGuard(0x0): module transactions are no longer checked. An error when the Safe has none. */
export function buildRemoveModuleGuard(safe: SafeSetup): SettingsPlan<'moduleGuard'> {
  if (!safe.moduleGuard) return { ok: false, errors: { moduleGuard: 'This Safe has no module guard to remove.' } }
  return moduleGuardDraft(safe, `Remove module guard ${shortenAddress(safe.moduleGuard)}`, zeroAddress)
}
