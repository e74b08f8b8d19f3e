import { z } from 'zod'

/** An address with the name and logo the gateway knows for it. */
export const AddressInfo = z.object({ value: z.string(), name: z.string().nullable(), logoUri: z.string().nullable() })

/** A cursor-paged list with absolute next/previous URLs. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nullable(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

/** Same as `page` but without `count` (lists where the Safe gateway omits it). */
export function pageWithoutCount<T extends z.ZodType>(item: T) {
  return z.object({ next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) })
}

export const TokenInfo = z.object({
  type: z.enum(['NATIVE_TOKEN', 'ERC20', 'ERC721']),
  address: z.string(),
  decimals: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  logoUri: z.string(),
})

export type AddressInfo = z.output<typeof AddressInfo>
export type TokenInfo = z.output<typeof TokenInfo>
