import { AddressView } from '../../ui/AddressView'
import { formatTokenAmount } from '../../ui/formatAmounts'
import { tokenAmountText } from '../review/describeCall'
import { useDescribeContext } from '../review/useDescribeContext'
import type { BalanceChange } from './balanceChanges'

/**
 * What leaves the Safe: native and ERC-20 amounts (symbols and decimals from the Safe's balances, or from the token
 * itself when the Safe does not hold it).
 */
export function BalanceChangesPanel({ changes }: { changes: BalanceChange[] }) {
  const ctx = useDescribeContext(changes.flatMap((c) => (c.token ? [c.token] : [])))
  return (
    <section className="card" aria-label="Balance changes">
      <h2>Balance changes</h2>
      {changes.length === 0 ? (
        <p className="muted">No native or ERC-20 transfer out of the Safe could be computed from the calls.</p>
      ) : (
        <ul className="plain">
          {changes.map((c, index) => {
            const amount = c.token
              ? tokenAmountText(c.amount, c.token, ctx.tokenOf(c.token))
              : `${formatTokenAmount(c.amount.toString(), ctx.native.decimals)} ${ctx.native.symbol}`
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
