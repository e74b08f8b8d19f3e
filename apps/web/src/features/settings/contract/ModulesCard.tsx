import { type FormEvent, useState } from 'react'
import { useResolvedAddress } from '../../../ens/useResolvedAddresses'
import { useCurrentSafe } from '../../../services/currentSafe'
import { AddressView, shortenAddress } from '../../../ui/AddressView'
import { AddressInputField } from '../fields/AddressInputField'
import { FieldError } from '../fields/FieldError'
import type { SafeSetup } from '../safeSetup'
import { useSettingsAction } from '../useSettingsAction'
import { buildDisableModule } from './buildDisableModule'
import { buildEnableModule } from './buildEnableModule'

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
  const enable = (event: FormEvent) => {
    event.preventDefault()
    submit(buildEnableModule(safe, { module: resolved.value }))
  }
  return (
    <section className="card" aria-label="Modules">
      <h2>Modules</h2>
      <p className="muted">
        A module can execute transactions without the owners' signatures: enable only audited ones.
      </p>
      {safe.modules.length ? (
        <ul className="plain">
          {safe.modules.map((m) => (
            <li key={m} className="owner-row">
              <AddressView value={m} name={names[m] ?? null} />
              {canManage ? (
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Disable module ${shortenAddress(m)}`}
                  onClick={() => submit(buildDisableModule(safe, { module: m }))}
                >
                  Disable
                </button>
              ) : null}
            </li>
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
