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
  return (
    <svg className="token-logo" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill={blockieOf(address).color} />
      <text x="12" y="16" textAnchor="middle" fontSize="10" fontWeight="700" fill="#fff">
        {fallbackLetters(symbol)}
      </text>
    </svg>
  )
}

/** The letters of the generated logo: the symbol's first two (letters and digits only), "?" when it has none. */
export function fallbackLetters(symbol: string): string {
  return symbol.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2) || '?'
}
