import { useCurrentSafe } from '../../../services/currentSafe'
import { FieldError } from '../fields/FieldError'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { listSafeUpdates } from './listSafeUpdates'

/**
 * "Update Safe": each update the registry offers this Safe's version ("Update to 1.4.1", "Update to 1.5.0"), the one
 * the chain recommends marked, each explained and reviewed like any transaction. Nothing for the newest version.
 */
export function UpdateSafe({ safe }: { safe: SafeSetup }) {
  const { chain } = useCurrentSafe()
  const { errors, submit } = useSettingsAction<'upgrade'>()
  const options = listSafeUpdates(safe, chain)
  if (options.length === 0) return null
  return (
    <section aria-label="Update Safe">
      <h3>Update Safe</h3>
      <p>This Safe runs version {options[0]?.from}. An update is one transaction the owners confirm like any other.</p>
      <ul className="plain">
        {options.map((option) => (
          <li key={option.to}>
            <p>
              <strong>Version {option.to}</strong>
              {option.recommended ? (
                <>
                  {' '}
                  <span className="tag">Recommended for this network</span>
                </>
              ) : null}
            </p>
            <p className="muted">{option.explanation}</p>
            <button
              type="button"
              className={option.recommended ? 'button button--primary' : 'button'}
              onClick={() => submit(option.plan)}
            >
              Update to {option.to}
            </button>
          </li>
        ))}
      </ul>
      <FieldError id="upgrade-error" error={errors.upgrade} />
    </section>
  )
}
