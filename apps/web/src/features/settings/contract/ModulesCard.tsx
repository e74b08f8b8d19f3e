import { type FormEvent, useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressInputField } from '../fields/AddressInputField'
import { FieldError } from '../fields/FieldError'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildDisableModule } from './buildDisableModule'
import { buildEnableModule } from './buildEnableModule'
import { ModuleRow } from './ModuleRow'
import { useCodeState } from './useCodeState'
import { VulnerableModuleNote } from './VulnerableModuleNote'

/** Enabled modules (newest first, as the Safe lists them); owners can disable each and enable one by address. */
export function ModulesCard({
  safe,
  names,
  canManage,
}: {
  safe: SafeSetup
  names: Record<string, string | null>
  canManage: boolean
}) {
  const [module, setModule] = useState('')
  const resolved = useResolvedAddress(useCurrentSafe().chain, module)
  const { errors, submit } = useSettingsAction<'module'>()
  const typed = useCodeState(resolved.value)
  const [noCodeAllowed, setNoCodeAllowed] = useState(false)
  const enable = (event: FormEvent) => {
    event.preventDefault()
    submit(buildEnableModule(safe, { module: resolved.value, code: typed.code, noCodeAllowed }))
  }
  return (
    <section className="card" aria-label="Modules">
      <h2>Modules</h2>
      <p className="muted">
        A module can move every asset of this Safe without your signatures, at any time: enable only audited ones.
      </p>
      {safe.modules.length ? (
        <ul className="plain">
          {safe.modules.map((m) => (
            <ModuleRow
              key={m}
              module={m}
              name={names[m] ?? null}
              onDisable={canManage ? () => submit(buildDisableModule(safe, { module: m })) : null}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">No modules enabled.</p>
      )}
      {canManage ? (
        <form aria-label="Enable module" onSubmit={enable}>
          <AddressInputField
            id="module"
            label="Module address"
            value={module}
            error={errors.module}
            onChange={setModule}
            resolved={resolved}
            checked
          />
          <VulnerableModuleNote module={typed.vulnerable} />
          {typed.code === 'none' ? (
            <label className="field">
              <span>
                <input type="checkbox" checked={noCodeAllowed} onChange={(e) => setNoCodeAllowed(e.target.checked)} /> I
                know this address has no code
              </span>
            </label>
          ) : null}
          <button type="submit" className="button">
            Enable module
          </button>
        </form>
      ) : (
        <FieldError id="module-error" error={errors.module} />
      )}
    </section>
  )
}
