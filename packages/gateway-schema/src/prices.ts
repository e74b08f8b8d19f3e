import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { PriceInfo } from './assets.js'
import { Address } from './common.js'
import { QueryDate } from './params.js'

/** The most tokens one `GET …/prices` asks for (each may cost the gateway a request to its price provider). */
export const MAX_PRICE_TOKENS = 20

/** The longest period one `GET …/prices` covers, in days (CoinGecko's Demo plan reaches back 365 days). */
export const MAX_PRICE_HISTORY_DAYS = 366

const DAY_MS = 86_400_000

/** `tokens`: comma-separated token addresses (the zero address for the native coin), normalised to EIP-55. */
const TokenList = z
  .string()
  .max(MAX_PRICE_TOKENS * 43, {
    abort: true,
    error: `Too many tokens: at most ${MAX_PRICE_TOKENS} comma-separated addresses per request; ask in several requests`,
  })
  .transform((value) => value.split(',').map((item) => item.trim()))
  .refine(
    (items) => items.length <= MAX_PRICE_TOKENS,
    `Too many tokens: at most ${MAX_PRICE_TOKENS} comma-separated addresses per request; ask in several requests`,
  )
  .refine(
    (items) => items.every((item) => isAddress(item, { strict: true })),
    'Invalid token address: expected comma-separated 0x + 40 hex character addresses (0x000…000 for the native coin)',
  )
  .transform((items) => [...new Set(items.map((item) => getAddress(item)))])

/**
 * Query of `GET /v1/chains/{chainId}/prices`: today's price of each token in `fiatCode` and, with `from` and `to`
 * (ISO 8601, at most MAX_PRICE_HISTORY_DAYS apart), its daily prices over those UTC days.
 */
export const TokenPricesQuery = z
  .object({
    fiatCode: z.string().regex(/^[a-zA-Z]{3,5}$/, 'Invalid fiat code: expected e.g. usd'),
    tokens: TokenList.optional(),
    from: QueryDate.optional(),
    to: QueryDate.optional(),
  })
  .superRefine((query, context) => {
    const { from, to } = query
    if ((from === undefined) !== (to === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [from === undefined ? 'from' : 'to'],
        message: 'Give both from and to (ISO 8601 dates) for prices of the past, or neither for today’s only',
      })
      return
    }
    if (from === undefined || to === undefined) return
    if (from > to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'from is after to: give the earlier date as from' })
    } else if (to - from > MAX_PRICE_HISTORY_DAYS * DAY_MS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Period too long: at most ${MAX_PRICE_HISTORY_DAYS} days per request; ask for a longer one in parts`,
      })
    }
  })

/** A price of the past: one whole token in the fiat code at `timestamp` (ms, the first price of its UTC day). */
export const PricePoint = z.object({ timestamp: z.number().int(), price: z.string() })
export type PricePoint = z.output<typeof PricePoint>

/** One token's prices: today's (as the balances have it) and, when asked and known, one per UTC day of the period. */
export const TokenPrice = z.object({
  address: Address,
  /** Today's price, its source and age (stale ones are shown, never counted); null when unpriced. */
  current: PriceInfo.nullable(),
  /** One price per UTC day of the period, oldest first; null when none was asked or no price of the past is known. */
  daily: z.array(PricePoint).nullable(),
})
export type TokenPrice = z.output<typeof TokenPrice>

/**
 * Concord: prices of tokens in one fiat code. `history` says whether this chain's price source knows prices of the
 * past (a CoinGecko-compatible API with the chain's ids); fixed prices from the config have none, so `daily` is then
 * null ("unknown"), never today's price dressed up as the past's. `from`/`to`: the UTC days covered (ms), when asked.
 */
export const TokenPrices = z.object({
  fiatCode: z.string(),
  history: z.boolean(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  tokens: z.array(TokenPrice),
})
export type TokenPrices = z.output<typeof TokenPrices>
