import { z } from 'zod'

/** A 20-byte account address as the gateway sends it: 0x + 40 hex characters, EIP-55 checksummed. */
export const Address = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)])
export type Address = z.output<typeof Address>

/** 0x-prefixed hex data as the gateway sends it (calldata, hashes, signatures): lowercase unless it is an address. */
export const Hex = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]*$/)])
export type Hex = z.output<typeof Hex>

/** An address with the name and logo the gateway knows for it (Safe SDK: AddressEx). */
export const AddressInfo = z.object({ value: Address, name: z.string().nullable(), logoUri: z.string().nullable() })
export type AddressInfo = z.output<typeof AddressInfo>

/** Token standards of balances and token metadata. */
export const TokenType = z.enum(['NATIVE_TOKEN', 'ERC20', 'ERC721'])
export type TokenType = z.output<typeof TokenType>

/** Token metadata; the native token uses the zero address and the chain's native currency. */
export const TokenInfo = z.object({
  type: TokenType,
  address: Address,
  decimals: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  logoUri: z.string(),
})
export type TokenInfo = z.output<typeof TokenInfo>

/** Safe transaction operation: 0 = CALL, 1 = DELEGATE. */
export const Operation = z.union([z.literal(0), z.literal(1)])
export type Operation = z.output<typeof Operation>

/** One page of a cursor-paged list; `next`/`previous` are absolute gateway URLs with the cursor of that page. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nullable(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

/** Same as `page` but without `count`: the lists where the Safe gateway leaves it out. */
export function pageWithoutCount<T extends z.ZodType>(item: T) {
  return z.object({ next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) })
}

/** One page of a list of `T`, with `count` where the list has one. */
export type Page<T> = { count?: number | null; next: string | null; previous: string | null; results: T[] }

/** The body of a 204 answer: none. */
export const NoContent = z.null()
