import { formatTokenAmount } from './formatAmounts'
import { TokenLogo } from './TokenLogo'

/** What an amount is of: the gateway's token info (the native coin has the zero address). */
export type AmountToken = { address: string; symbol: string; decimals: number; logoUri?: string | null }

/**
 * An amount of a token: its logo, the amount in token units with its symbol, and the fiat value below when given
 * (already formatted, e.g. by formatItemFiat). `sign` prefixes "+" or "−" for a transfer in or out.
 */
export function Amount({
  token,
  value,
  fiat,
  sign,
}: {
  token: AmountToken
  /** Base units (uint256 decimal string). */
  value: string
  fiat?: string
  sign?: '+' | '−'
}) {
  return (
    <span className="amount">
      <TokenLogo logoUri={token.logoUri} symbol={token.symbol} address={token.address} />
      <span className="amount__text">
        <span className="amount__value">
          {sign ?? ''}
          {formatTokenAmount(value, token.decimals)} {token.symbol}
        </span>
        {fiat ? <span className="amount__fiat">{fiat}</span> : null}
      </span>
    </span>
  )
}
