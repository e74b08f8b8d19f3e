import type { SafeSetup } from '../safeSetup'
import { type SettingsPlan, selfCallDraft, thresholdError } from '../settingsPlan'

/** changeThreshold(threshold) on the Safe, or what to fix: out of 1..owners, or the same as now. */
export function buildChangeThreshold(safe: SafeSetup, form: { threshold: number }): SettingsPlan<'threshold'> {
  const error = thresholdError(form.threshold, safe.owners.length)
  if (error) return { ok: false, errors: { threshold: error } }
  if (form.threshold === safe.threshold) {
    return { ok: false, errors: { threshold: `The threshold is already ${safe.threshold}: choose another number.` } }
  }
  return selfCallDraft(
    safe.address,
    `Change threshold to ${form.threshold} of ${safe.owners.length}`,
    'changeThreshold',
    [BigInt(form.threshold)],
  )
}
