import type { Address, ImitatedToken } from '@concord/gateway-schema'
import { tokenSkeleton } from './token-skeleton.js'

/** A token as far as imitation goes. */
type NamedToken = { address: Address; name: string; symbol: string }

/** The tokens a copycat could pretend to be, by the skeleton of their names and symbols. */
export type TrustedTokenIndex = ReadonlyMap<string, ImitatedToken>

/** Indexes the chain's trusted tokens and its native coin (first wins a shared skeleton: the native coin, then the list's order). */
export function trustedTokenIndex(trusted: readonly NamedToken[]): TrustedTokenIndex {
  const index = new Map<string, ImitatedToken>()
  for (const token of trusted) {
    for (const text of [token.symbol, token.name]) {
      const skeleton = tokenSkeleton(text)
      if (skeleton && !index.has(skeleton)) {
        index.set(skeleton, { address: token.address, name: token.name, symbol: token.symbol })
      }
    }
  }
  return index
}

/**
 * The trusted token an untrusted `token` imitates: one whose name or symbol reads like the token's name or symbol
 * (tokenSkeleton), at another address; null when none does. Trusted tokens imitate nothing.
 */
export function imitatedToken(
  token: NamedToken & { trusted: boolean },
  index: TrustedTokenIndex,
): ImitatedToken | null {
  if (token.trusted) return null
  for (const text of [token.symbol, token.name]) {
    const match = index.get(tokenSkeleton(text))
    if (match && match.address.toLowerCase() !== token.address.toLowerCase()) return match
  }
  return null
}
