import { formatUnits } from 'viem'
import { formatFiat, formatTokenAmount } from '../../../ui/formatAmounts'
import { Picker, type PickerOption } from '../../../ui/picker/Picker'
import { TokenLogo } from '../../../ui/TokenLogo'
import type { SendableToken } from './sendableToken'

/** One token as the picker shows it: logo, symbol, the Safe's balance and its worth, a copycat's warning. */
function TokenOption({ token, currency }: { token: SendableToken; currency: string }) {
  const balance = formatTokenAmount(token.balance.toString(), token.decimals)
  const worth = token.price
    ? formatFiat(Number(formatUnits(token.balance, token.decimals)) * token.price, currency)
    : null
  return (
    <span className="picker-row">
      <TokenLogo logoUri={token.logoUri} symbol={token.symbol} address={token.address} />{' '}
      <span className="picker-row__main">{token.symbol}</span>{' '}
      {token.imitation ? (
        <>
          <span className="pill pill--danger">⚠ {token.imitation}</span>{' '}
        </>
      ) : null}
      <span className="picker-row__detail">
        {balance}
        {worth ? ` · ${worth}` : ''}
      </span>
    </span>
  )
}

/** The send form's token picker: the Safe's sendable tokens with their balances and fiat values. */
export function TokenPicker(props: {
  label: string
  value: string
  tokens: SendableToken[]
  currency: string
  onChange: (address: string) => void
}) {
  const options: PickerOption<string>[] = props.tokens.map((token) => ({
    value: token.address,
    label: token.symbol,
    content: <TokenOption token={token} currency={props.currency} />,
  }))
  return (
    <Picker className="field" label={props.label} value={props.value} options={options} onChange={props.onChange} />
  )
}
