import { Suspense } from 'react'
import { LateEnsName as EnsName } from '../../ens/LateEnsName'
import { useBalances, useCurrency } from '../../query/useBalances'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { formatTotalFiat } from '../../ui/formatAmounts'

/** The sidebar head: chain, address, threshold and total value; a clear message when the Safe cannot load. */
export function SafeSummary() {
  const { chain, address } = useCurrentSafe()
  const info = useSafeInfo()
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  return (
    <div className="safe-summary">
      <span className="chip">{chain.chainName}</span>
      <AddressView value={address} short explorer={false} />
      <Suspense fallback={null}>
        <EnsName chain={chain} address={address} />
      </Suspense>
      {balances.data ? (
        <span className="safe-summary__total" title="Total value of the Safe's assets">
          {formatTotalFiat(balances.data.items, balances.data.fiatTotal, currency)}
        </span>
      ) : null}
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
