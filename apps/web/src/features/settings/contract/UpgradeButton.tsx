import { FieldError } from '../fields/FieldError'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildUpgradeTo141 } from './buildUpgradeTo141'

/** "Upgrade to 1.4.1" for a 1.3.0 Safe: the official SafeMigration path, reviewed like any transaction. */
export function UpgradeButton({ safe }: { safe: SafeSetup }) {
  const { errors, submit } = useSettingsAction<'upgrade'>()
  if (safe.version !== '1.3.0') return null
  return (
    <section aria-label="Upgrade">
      <h3>Upgrade</h3>
      <p>
        Version 1.4.1 is available. The upgrade points this Safe at the 1.4.1 contract through Safe's official migration
        contract (a delegate call); owners, threshold, modules and funds stay as they are.
      </p>
      <button type="button" className="button button--primary" onClick={() => submit(buildUpgradeTo141(safe))}>
        Upgrade to 1.4.1
      </button>
      <FieldError id="upgrade-error" error={errors.upgrade} />
    </section>
  )
}
