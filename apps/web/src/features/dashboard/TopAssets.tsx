import { Link } from 'react-router'
import { useBalances, useCurrency } from '../../query/useBalances'
import { Amount } from '../../ui/Amount'
import { formatItemFiat, formatTotalFiat } from '../../ui/formatAmounts'
import { QueryView } from '../../ui/QueryView'

/** Total value and the most valuable assets. */
export function TopAssets() {
  const [currency] = useCurrency()
  const balances = useBalances(currency)
  return (
    <section className="card" aria-label="Assets">
      <h2>Assets</h2>
      <QueryView query={balances} what="balances">
        {(data) => (
          <>
            <p className="total">{formatTotalFiat(data.items, data.fiatTotal, currency)}</p>
            <ul className="plain">
              {data.items.slice(0, 5).map((item) => (
                <li key={item.tokenInfo.address}>
                  <Amount token={item.tokenInfo} value={item.balance} fiat={formatItemFiat(item, currency)} />
                </li>
              ))}
            </ul>
            <Link to="../balances" relative="path">
              View all assets
            </Link>
          </>
        )}
      </QueryView>
    </section>
  )
}
