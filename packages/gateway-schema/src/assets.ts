import { z } from 'zod'
import { Address, page, TokenInfo } from './common.js'
import { AddressParam, ChainIdParam, Cursor, queryBoolean } from './params.js'

/** The trusted token (or the chain's native coin, at the zero address) whose name or symbol another token copies. */
export const ImitatedToken = z.object({ address: Address, name: z.string(), symbol: z.string() })
export type ImitatedToken = z.output<typeof ImitatedToken>

/**
 * Where a token's price came from and how old it is. `stale`: older than its source allows (a feed past its
 * heartbeat, an API price past `maxAgeSeconds`): shown with its age, never counted as a live value (`fiatConversion`
 * and `fiatBalance` are then "0").
 */
export const PriceInfo = z.object({
  value: z.string(),
  /** When the source last updated it, seconds since the epoch; null for a fixed price from the config. */
  updatedAt: z.number().int().nullable(),
  source: z.enum(['feed', 'api', 'fixed']),
  stale: z.boolean(),
})
export type PriceInfo = z.output<typeof PriceInfo>

/** One token a Safe holds, with its fiat value (gateway-api.md §2.4). */
export const SafeBalanceItem = z.object({
  tokenInfo: TokenInfo,
  balance: z.string(),
  fiatBalance: z.string(),
  fiatConversion: z.string(),
  fiatBalance24hChange: z.string().nullable(),
  /**
   * Concord only (Client Gateway clients ignore it): for a token that is not trusted but whose name or symbol reads
   * as a trusted token's (ignoring case, blanks, invisible characters and look-alike letters), the token it imitates;
   * else null.
   */
  imitates: ImitatedToken.nullable(),
  /** Concord only: the price behind `fiatConversion`, its source and age, also when it is stale; null when none. */
  priceInfo: PriceInfo.nullable(),
})
export type SafeBalanceItem = z.output<typeof SafeBalanceItem>

/** A Safe's balances in one fiat currency, sorted by fiat value. */
export const SafeBalanceResponse = z.object({ fiatTotal: z.string(), items: z.array(SafeBalanceItem) })
export type SafeBalanceResponse = z.output<typeof SafeBalanceResponse>

/**
 * What the gateway relays of an NFT's metadata document: these fields only, each bounded in size (the Safe Client
 * Gateway's `Record<string, unknown>`, narrowed). Never the upstream document itself, which anyone minting a token
 * chooses; unknown keys are dropped on the way out.
 */
export const CollectibleMetadata = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  external_url: z.string().optional(),
  attributes: z
    .array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) }))
    .optional(),
})
export type CollectibleMetadata = z.output<typeof CollectibleMetadata>

/** One ERC-721 token a Safe holds (gateway-api.md §2.5). */
export const SafeCollectibleResponse = z.object({
  address: Address,
  tokenName: z.string(),
  tokenSymbol: z.string(),
  logoUri: z.string(),
  id: z.string(),
  uri: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  imageUri: z.string().nullable(),
  metadata: CollectibleMetadata.nullable(),
})
export type SafeCollectibleResponse = z.output<typeof SafeCollectibleResponse>

/** A Safe's collectibles, all at once (`/v1/…/collectibles`). */
export const SafeCollectiblesResponse = z.array(SafeCollectibleResponse)
export type SafeCollectiblesResponse = z.output<typeof SafeCollectiblesResponse>

/** One page of a Safe's collectibles (`/v2/…/collectibles`). */
export const SafeCollectiblesPage = page(SafeCollectibleResponse)
export type SafeCollectiblesPage = z.output<typeof SafeCollectiblesPage>

/** `/chains/{chainId}/safes/{address}/balances/{fiatCode}`; the fiat code is case-insensitive. */
export const BalanceParams = z.object({
  chainId: ChainIdParam,
  address: AddressParam,
  fiatCode: z.string().regex(/^[a-zA-Z]{3,5}$/, 'Invalid fiat code: expected e.g. usd'),
})

/** Query of balances and collectibles: only trusted tokens, without spam. */
export const AssetQuery = z.object({ trusted: queryBoolean(false), exclude_spam: queryBoolean(true) })

/** Query of the paged collectibles. */
export const CollectiblesPageQuery = AssetQuery.extend({ cursor: Cursor.optional() })
