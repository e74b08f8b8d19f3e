import { Link } from 'react-router'
import { useBalances, useCurrency } from '../../query/useBalances'
import { Amount } from '../../ui/Amount'
import { formatItemFiat, formatTotalFiat } from '../../ui/formatAmounts'
import { QueryView } from '../../ui/QueryView'
import { totalFiat, useBalanceFilter, withoutHiddenTokens } from '../balances'

/** Total value and the most valuable assets, without the tokens hidden on the Assets page. */
export function TopAssets() {
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  const { hidden } = useBalanceFilter().filter
  return (
    <section className="card" aria-label="Assets">
      <h2>Assets</h2>
      <QueryView query={balances} what="balances">
        {(data) => {
          const shown = withoutHiddenTokens(data.items, hidden)
          const total = shown.length === data.items.length ? data.fiatTotal : totalFiat(shown)
          return (
            <>
              <p className="total">{formatTotalFiat(shown, total, currency)}</p>
              <ul className="plain">
                {shown.slice(0, 5).map((item) => (
                  <li key={item.tokenInfo.address}>
                    <Amount token={item.tokenInfo} value={item.balance} fiat={formatItemFiat(item, currency)} />
                  </li>
                ))}
              </ul>
              <Link to="../balances" relative="path">
                View all assets
              </Link>
            </>
          )
        }}
      </QueryView>
    </section>
  )
}
