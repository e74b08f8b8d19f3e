import { shortenAddress } from '../../../ui/AddressView'
import type { PickableContract } from './fetchKnownContracts'

/** The "Known contract" picker: the gateway's known contracts by name and short address (hidden when there are none). */
export function KnownContractSelect({
  contracts,
  selected,
  onPick,
}: {
  contracts: readonly PickableContract[]
  selected: string | undefined
  onPick: (contract: PickableContract) => void
}) {
  if (!contracts.length) return null
  return (
    <label className="field">
      <span>Known contract</span>
      <select
        value={selected ?? ''}
        onChange={(e) => {
          const chosen = contracts.find((c) => c.address === e.target.value)
          if (chosen) onPick(chosen)
        }}
      >
        <option value="">Choose a contract…</option>
        {contracts.map((c) => (
          <option key={c.address} value={c.address}>
            {`${c.name} · ${shortenAddress(c.address)}`}
          </option>
        ))}
      </select>
    </label>
  )
}
