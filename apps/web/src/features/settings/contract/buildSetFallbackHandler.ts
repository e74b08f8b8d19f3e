import { isAddressEqual } from 'viem'
import { shortenAddress } from '../../../ui/AddressView'
import { readAddressInput } from '../fields/readAddressInput'
import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft } from '../settingsPlan'
import { type CodeState, noCodeRefusal } from './codeRefusal'

/**
 * setFallbackHandler(handler) on the Safe, or what to fix: bad address (the Safe itself included), unchanged, or an
 * address without code (refused).
 */
export function buildSetFallbackHandler(
  safe: SafeSetup,
  form: { handler: string; code?: CodeState },
): SettingsPlan<'handler'> {
  const handler = readAddressInput(form.handler, safe.address)
  if (!handler.ok) return { ok: false, errors: { handler: handler.error } }
  if (safe.fallbackHandler && isAddressEqual(safe.fallbackHandler, handler.address)) {
    return { ok: false, errors: { handler: `${handler.address} is already the fallback handler of this Safe.` } }
  }
  const noCode = noCodeRefusal('fallback handler', handler.address, form.code ?? 'unknown')
  if (noCode) return { ok: false, errors: { handler: noCode } }
  return selfCallDraft(safe.address, `Set fallback handler ${shortenAddress(handler.address)}`, 'setFallbackHandler', [
    handler.address,
  ])
}
