import type { SafeBalanceItem } from '@concord/gateway-client'
import { formatItemFiat, formatPrice, formatTokenAmount } from '../../ui/formatAmounts'
import { imitationLabel, imitationWarning } from '../../ui/imitationLabel'
import { TokenLogo } from '../../ui/TokenLogo'
import { priceNote } from './priceAge'

/** One token: name (and the trusted token it imitates, if any), amount, price, value and the hide/show button. */
export function BalanceRow(props: {
  item: SafeBalanceItem
  currency: string
  hidden: boolean
  onToggleHidden: () => void
}) {
  const { item, currency, hidden } = props
  const token = item.tokenInfo
  const note = priceNote(item.priceInfo, currency, Date.now() / 1000)
  return (
    <tr className={hidden ? 'row--hidden' : undefined}>
      <th scope="row">
        <span className="token-cell">
          <TokenLogo logoUri={token.logoUri} symbol={token.symbol} address={token.address} />
          <span className="token-name">{token.name}</span> <span className="muted">{token.symbol}</span>
          {item.imitates ? (
            <span className="tag tag--danger" title={imitationWarning(item.imitates)}>
              {imitationLabel(item.imitates)}
            </span>
          ) : null}
        </span>
      </th>
      <td className="num">
        <span className="cell-label">Amount</span>
        {formatTokenAmount(item.balance, token.decimals)} {token.symbol}
      </td>
      <td className="num">
        <span className="cell-label">Price</span>
        {formatPrice(item, currency)}
        {note === null ? null : (
          <span className={note.stale ? 'price-note price-note--stale' : 'price-note'}>{note.text}</span>
        )}
      </td>
      <td className="num">
        <span className="cell-label">Value</span>
        {formatItemFiat(item, currency)}
      </td>
      <td>
        <button type="button" className="button button--small" onClick={props.onToggleHidden}>
          {hidden ? 'Unhide' : 'Hide'}
        </button>
      </td>
    </tr>
  )
}
