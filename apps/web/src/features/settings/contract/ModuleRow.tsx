import { AddressView, shortenAddress } from '../../../ui/AddressView'
import { useCodeState } from './useCodeState'
import { VulnerableModuleNote } from './VulnerableModuleNote'

/** One enabled module: its address and name, a flag when it is a known-vulnerable version, and Disable for owners. */
export function ModuleRow({
  module,
  name,
  onDisable,
}: {
  module: string
  name: string | null
  onDisable: (() => void) | null
}) {
  const { vulnerable } = useCodeState(module)
  return (
    <li className="owner-row">
      <AddressView value={module} name={name} short />
      {onDisable ? (
        <button
          type="button"
          className="button button--small button--danger"
          aria-label={`Disable module ${shortenAddress(module)}`}
          onClick={onDisable}
        >
          Disable
        </button>
      ) : null}
      <VulnerableModuleNote module={vulnerable} />
    </li>
  )
}
