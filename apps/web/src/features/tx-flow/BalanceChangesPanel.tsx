import { useBalances, useCurrency } from '../../query/useBalances'
import { useCurrentSafe } from '../../services/currentSafe'
import { AddressView } from '../../ui/AddressView'
import { formatTokenAmount } from '../../ui/formatAmounts'
import type { BalanceChange } from './balanceChanges'

/** What leaves the Safe: native and ERC-20 amounts (symbols and decimals from the Safe's balances when known). */
export function BalanceChangesPanel({ changes }: { changes: BalanceChange[] }) {
  const { chain } = useCurrentSafe()
  const [currency] = useCurrency()
  const balances = useBalances(currency).data
  const tokenOf = (address: string) =>
    balances?.items.find((i) => i.tokenInfo.address.toLowerCase() === address.toLowerCase())?.tokenInfo
  return (
    <section className="card" aria-label="Balance changes">
      <h2>Balance changes</h2>
      {changes.length === 0 ? (
        <p className="muted">No native or ERC-20 transfer out of the Safe could be computed from the calls.</p>
      ) : (
        <ul className="plain">
          {changes.map((c, index) => {
            const token = c.token ? tokenOf(c.token) : null
            const amount = c.token
              ? token
                ? `${formatTokenAmount(c.amount.toString(), token.decimals ?? 0)} ${token.symbol}`
                : `${c.amount} units of token ${c.token}`
              : `${formatTokenAmount(c.amount.toString(), chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one row per transfer, in call order
              <li key={index}>
                −{amount} to <AddressView value={c.to} short />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
