import { type FormEvent, useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressInputField } from '../fields/AddressInputField'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildRemoveModuleGuard, buildSetModuleGuard, hasModuleGuard } from './buildSetModuleGuard'
import { useCodeState } from './useCodeState'

/** Safe 1.5.0's module guard: set one by address, or remove the current one (nothing shown for older Safes). */
export function ModuleGuardForm({ safe }: { safe: SafeSetup }) {
  const [guard, setGuard] = useState('')
  const resolved = useResolvedAddress(useCurrentSafe().chain, guard)
  const { errors, submit } = useSettingsAction<'moduleGuard'>()
  const { code } = useCodeState(resolved.value)
  if (!hasModuleGuard(safe)) return null
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(buildSetModuleGuard(safe, { guard: resolved.value, code }))
  }
  return (
    <form aria-label="Module guard" onSubmit={onSubmit}>
      <h3>Module guard</h3>
      <p className="muted">
        A module guard checks every transaction a module makes, before and after it runs: modules move assets without
        the owners' signatures, so this is where they can be limited. A faulty module guard blocks every module.
      </p>
      <AddressInputField
        id="module-guard"
        label="Module guard address"
        value={guard}
        error={errors.moduleGuard}
        onChange={setGuard}
        resolved={resolved}
        checked
      />
      <div className="form__actions">
        <button type="submit" className="button">
          Set module guard
        </button>
        {safe.moduleGuard ? (
          <button type="button" className="button button--danger" onClick={() => submit(buildRemoveModuleGuard(safe))}>
            Remove module guard
          </button>
        ) : null}
      </div>
    </form>
  )
}
