import { z } from 'zod'
import { AddressParam, ChainIdParam, Hash32 } from '../params.js'

// What every Transaction Service route shares: its path parameters, limit/offset paging and its page shape.

/** The most items one page holds; a larger `limit` is lowered to it, as the Transaction Service does. */
export const TXS_MAX_LIMIT = 200
/** The page size when a request names none. */
export const TXS_DEFAULT_LIMIT = 100

/** `/txs/{chainId}/api/…` */
export const TxsChainParams = z.object({ chainId: ChainIdParam })
/** `/txs/{chainId}/api/…/safes/{address}/…` */
export const TxsSafeParams = z.object({ chainId: ChainIdParam, address: AddressParam })
/** `/txs/{chainId}/api/…/multisig-transactions/{safeTxHash}/…` */
export const TxsSafeTxHashParams = z.object({ chainId: ChainIdParam, safeTxHash: Hash32 })

/** A boolean in a query string, as Django reads it: true/false, True/False or 1/0. */
export const TxsBooleanQuery = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Invalid boolean: expected true or false' })
  .transform((value) => value === 'true' || value === 'True' || value === '1')

/** A Safe nonce in a query string. */
export const TxsNonceQuery = z
  .string()
  .regex(/^\d{1,15}$/, 'Invalid nonce: expected a non-negative decimal integer')
  .transform(Number)

/** A page's `limit` in a query, lowered to `max` as the Transaction Service does. */
export function txsLimitQuery(max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid limit: expected a positive integer')
    .transform((value) => Math.min(Math.max(Number(value), 1), max))
}

/** `limit` and `offset` of a list (Django REST framework's limit/offset paging). */
export const TxsPageQuery = z.object({
  limit: txsLimitQuery(TXS_MAX_LIMIT).optional(),
  offset: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid offset: expected a non-negative integer')
    .transform(Number)
    .optional(),
})

/** One page of a list: the total `count` and absolute URLs of the next and previous pages (null at the ends). */
export function txsPage<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

/** The answer of a route Concord does not serve (ERC-4337 user operations), with a 501. */
export const TxsNotImplemented = z.object({ code: z.literal(501), message: z.string() })
export type TxsNotImplemented = z.output<typeof TxsNotImplemented>
