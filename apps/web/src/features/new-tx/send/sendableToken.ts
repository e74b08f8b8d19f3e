import type { SafeBalanceItem } from '@concord/gateway-client'
import { type Address, getAddress } from 'viem'
import { imitationLabel } from '../../../ui/imitationLabel'

/**
 * A token the Safe can send: the native coin or an ERC-20, with the Safe's balance in base units, and "imitates …"
 * when the gateway marks it as a copycat of a trusted token.
 */
export type SendableToken = {
  address: Address
  symbol: string
  decimals: number
  balance: bigint
  native: boolean
  imitation?: string | null
  /** Today's price in the chosen currency, when the gateway has one. */
  price?: number | null
  /** The token's logo, for the token picker. */
  logoUri?: string | null
}

const ZERO = '0x0000000000000000000000000000000000000000'

/** The native coin and ERC-20 tokens among a Safe's balances (NFT collections are sent through their own flow). */
export function sendableTokens(items: readonly SafeBalanceItem[]): SendableToken[] {
  return items
    .filter((item) => item.tokenInfo.type === 'NATIVE_TOKEN' || item.tokenInfo.type === 'ERC20')
    .map((item) => ({
      address: getAddress(item.tokenInfo.type === 'NATIVE_TOKEN' ? ZERO : item.tokenInfo.address),
      symbol: item.tokenInfo.symbol,
      decimals: item.tokenInfo.decimals,
      balance: BigInt(item.balance),
      native: item.tokenInfo.type === 'NATIVE_TOKEN',
      imitation: imitationLabel(item.imitates),
      price: Number(item.fiatConversion) > 0 ? Number(item.fiatConversion) : null,
      logoUri: item.tokenInfo.logoUri,
    }))
}
