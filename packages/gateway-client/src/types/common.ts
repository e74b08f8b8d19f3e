/** A 20-byte account address as the gateway sends it: 0x-prefixed, EIP-55 checksummed. */
export type Address = `0x${string}`

/** 0x-prefixed hex data: calldata, hashes, signatures. */
export type Hex = `0x${string}`

/** An address with the name and logo the gateway knows for it (Safe SDK: AddressEx). */
export type AddressInfo = {
  value: Address
  name: string | null
  logoUri: string | null
}

/** One page of a cursor-paged list; `next`/`previous` are absolute gateway URLs to pass back as `pageUrl`. */
export type Page<T> = {
  /** Total across pages where the gateway knows it; some lists (incoming transfers, multisig) leave it out. */
  count?: number | null
  next: string | null
  previous: string | null
  results: T[]
}

/** Token standards of balances and token metadata (spec §3 "Token type (transfers)"). */
export const TokenType = {
  ERC20: 'ERC20',
  ERC721: 'ERC721',
  NATIVE_TOKEN: 'NATIVE_TOKEN',
} as const
/** Token standards of balances and token metadata. */
export type TokenType = (typeof TokenType)[keyof typeof TokenType]

/** Token metadata; the native token uses the zero address and the chain's native currency. */
export type TokenInfo = {
  type: TokenType
  address: Address
  decimals: number
  symbol: string
  name: string
  logoUri: string
}

/** Safe transaction operation: a plain call or a delegate call. */
export const Operation = {
  CALL: 0,
  DELEGATE: 1,
} as const
/** Safe transaction operation: 0 = CALL, 1 = DELEGATE. */
export type Operation = (typeof Operation)[keyof typeof Operation]
