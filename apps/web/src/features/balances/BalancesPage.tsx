import { useBalances, useCurrency } from '../../query/useBalances'
import { formatTotalFiat } from '../../ui/formatAmounts'
import { QueryView } from '../../ui/QueryView'
import { EmptyState } from '../../ui/States'
import { BalanceRow } from './BalanceRow'
import { CurrencySelect } from './CurrencySelect'
import { useBalanceFilter } from './useBalanceFilter'
import './balances.css'
import { totalFiat, visibleBalances } from './visibleBalances'

/** The Safe's tokens with amounts and fiat values; hide tokens, show hidden ones, hide dust. */
export function BalancesPage() {
  const [currency, setCurrency] = useCurrency()
  const balances = useBalances(currency)
  const { filter, toggleHidden, setShowHidden, setHideSmall } = useBalanceFilter()
  return (
    <section className="page">
      <div className="page__head">
        <h1>Assets</h1>
        <CurrencySelect value={currency} onChange={setCurrency} />
      </div>
      <div className="toolbar">
        <label className="check">
          <input type="checkbox" checked={filter.showHidden} onChange={(e) => setShowHidden(e.target.checked)} /> Show
          hidden tokens ({filter.hidden.length})
        </label>
        <label className="check">
          <input type="checkbox" checked={filter.hideSmall} onChange={(e) => setHideSmall(e.target.checked)} /> Hide
          small balances
        </label>
      </div>
      <QueryView query={balances} what="balances">
        {(data) => {
          const rows = visibleBalances(data.items, filter)
          if (rows.length === 0) return <EmptyState>No assets to show.</EmptyState>
          return (
            <div className="table-wrap">
              <table className="table table--stack">
                <caption className="total">Total {formatTotalFiat(rows, totalFiat(rows), currency)}</caption>
                <thead>
                  <tr>
                    <th scope="col">Asset</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Price</th>
                    <th scope="col">Value</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((item) => (
                    <BalanceRow
                      key={item.tokenInfo.address}
                      item={item}
                      currency={currency}
                      hidden={filter.hidden.includes(item.tokenInfo.address.toLowerCase())}
                      onToggleHidden={() => toggleHidden(item.tokenInfo.address)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }}
      </QueryView>
    </section>
  )
}
