import { isAddressEqual, zeroAddress } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft } from '../settingsPlan'
import { type CodeState, noCodeRefusal } from './codeRefusal'

/** setGuard(guard) on the Safe, or what to fix: bad address, it is already the guard, or it has no code (refused). */
export function buildSetGuard(safe: SafeSetup, form: { guard: string; code?: CodeState }): SettingsPlan<'guard'> {
  const guard = readAddressInput(form.guard, safe.address)
  if (!guard.ok) return { ok: false, errors: { guard: guard.error } }
  if (safe.guard && isAddressEqual(safe.guard, guard.address)) {
    return { ok: false, errors: { guard: `${guard.address} is already the guard of this Safe.` } }
  }
  const noCode = noCodeRefusal('guard', guard.address, form.code ?? 'unknown')
  if (noCode) return { ok: false, errors: { guard: noCode } }
  return selfCallDraft(safe.address, `Set guard ${shortenAddress(guard.address)}`, 'setGuard', [guard.address])
}

/** setGuard(0x0) on the Safe: transactions are no longer checked by a guard. An error when there is none. */
export function buildRemoveGuard(safe: SafeSetup): SettingsPlan<'guard'> {
  if (!safe.guard) return { ok: false, errors: { guard: 'This Safe has no guard to remove.' } }
  return selfCallDraft(safe.address, `Remove guard ${shortenAddress(safe.guard)}`, 'setGuard', [zeroAddress])
}
