import { type FormEvent, useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressInputField } from '../fields/AddressInputField'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildRemoveGuard, buildSetGuard } from './buildSetGuard'
import { useCodeState } from './useCodeState'

/** Set a transaction guard by address, or remove the current one. */
export function GuardForm({ safe }: { safe: SafeSetup }) {
  const [guard, setGuard] = useState('')
  const resolved = useResolvedAddress(useCurrentSafe().chain, guard)
  const { errors, submit } = useSettingsAction<'guard'>()
  const { code } = useCodeState(resolved.value)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildSetGuard(safe, { guard: resolved.value, code }))
  }
  return (
    <form aria-label="Guard" onSubmit={onSubmit}>
      <h3>Guard</h3>
      <p className="muted">
        A guard checks every transaction before and after it runs: a faulty guard can block the Safe for good.
      </p>
      <AddressInputField
        id="guard"
        label="Guard address"
        value={guard}
        error={errors.guard}
        onChange={setGuard}
        resolved={resolved}
        checked
      />
      <div className="form__actions">
        <button type="submit" className="button">
          Set guard
        </button>
        {safe.guard ? (
          <button type="button" className="button button--danger" onClick={() => submit(buildRemoveGuard(safe))}>
            Remove guard
          </button>
        ) : null}
      </div>
    </form>
  )
}
