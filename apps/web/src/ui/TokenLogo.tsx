import { useState } from 'react'
import { blockieOf } from './blockie'

/**
 * A token's (or chain's) logo from the gateway's `logoUri`; when there is none or it fails to load, a round badge
 * with the symbol's first letters on the token's blockie colour, so each token stays recognisable. Decorative.
 */
export function TokenLogo({
  logoUri,
  symbol,
  address,
  size = 24,
}: {
  logoUri?: string | null | undefined
  symbol: string
  address: string
  size?: number
}) {
  const [failed, setFailed] = useState(false)
  if (logoUri && !failed) {
    return (
      <img
        className="token-logo"
        src={logoUri}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
      />
    )
  }
  // The letters are drawn by CSS (attr()), so they stay out of the row's text: "24,000 dUSDC", not "dU24,000 dUSDC".
  return (
    <span
      className="token-logo token-logo--generated"
      aria-hidden="true"
      data-letters={fallbackLetters(symbol)}
      style={{ width: size, height: size, background: blockieOf(address).color }}
    />
  )
}

/** The letters of the generated logo: the symbol's first two (letters and digits only), "?" when it has none. */
export function fallbackLetters(symbol: string): string {
  return symbol.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2) || '?'
}
