import { Suspense } from 'react'
import { LateEnsName as EnsName } from '../../ens/LateEnsName'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'

/** The sidebar head: chain, address, threshold; a clear message when the Safe cannot be loaded. */
export function SafeSummary() {
  const { chain, address } = useCurrentSafe()
  const info = useSafeInfo()
  return (
    <div className="safe-summary">
      <span className="chip">{chain.chainName}</span>
      <AddressView value={address} short />
      <Suspense fallback={null}>
        <EnsName chain={chain} address={address} />
      </Suspense>
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
