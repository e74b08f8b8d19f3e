import type { Address, Page, TokenInfo } from './common.js'

/** One token a Safe holds, with its fiat value. */
export type SafeBalanceItem = {
  tokenInfo: TokenInfo
  balance: string
  fiatBalance: string
  fiatConversion: string
  /** Sent by the Safe Client Gateway, not declared by the Safe SDK. */
  fiatBalance24hChange?: string | null
}

/** A Safe's balances in one fiat currency, sorted by fiat value. */
export type SafeBalanceResponse = {
  fiatTotal: string
  items: SafeBalanceItem[]
}

/** One ERC-721 token a Safe holds. */
export type SafeCollectibleResponse = {
  address: Address
  tokenName: string
  tokenSymbol: string
  logoUri: string
  id: string
  uri: string | null
  name: string | null
  description: string | null
  imageUri: string | null
  metadata: Record<string, unknown> | null
}

/** One page of a Safe's collectibles (`/v2/.../collectibles`). */
export type SafeCollectiblesPage = Page<SafeCollectibleResponse>
