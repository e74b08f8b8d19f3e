import { Suspense, useEffect } from 'react'
import { LateEnsName as EnsName } from '../../ens/LateEnsName'
import { useBalances, useCurrency } from '../../query/useBalances'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { formatTotalFiat, prepareFiatFormat } from '../../ui/formatAmounts'

/** The sidebar head: chain, address, threshold and total value; a clear message when the Safe cannot load. */
export function SafeSummary() {
  const { chain, address } = useCurrentSafe()
  const info = useSafeInfo()
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  // While the balances are on their way: the render that shows them then needs no locale data of its own.
  useEffect(() => {
    const timer = setTimeout(() => prepareFiatFormat(currency), 0)
    return () => clearTimeout(timer)
  }, [currency])
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
