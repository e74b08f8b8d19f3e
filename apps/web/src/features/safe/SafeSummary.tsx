import { AddressView } from '../../ui/AddressView'
import { useCurrentSafe } from './SafeContext'
import { useSafeInfo } from './useSafeInfo'

/** The sidebar head: chain, address, threshold; a clear message when the Safe cannot be loaded. */
export function SafeSummary() {
  const { chain, address } = useCurrentSafe()
  const info = useSafeInfo()
  return (
    <div className="safe-summary">
      <span className="chip">{chain.chainName}</span>
      <AddressView value={address} short />
      {info.data ? (
        <span className="muted">
          {info.data.threshold}/{info.data.owners.length} owners
        </span>
      ) : info.isError ? (
        <span className="muted" role="alert">
          Safe not loaded
        </span>
      ) : null}
    </div>
  )
}
