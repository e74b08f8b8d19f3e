import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** An address from the request: lowercase or correctly checksummed, normalised to EIP-55 (else 422). */
export const AddressParam = z
  .string()
  .refine(
    (value) => isAddress(value, { strict: true }),
    'Invalid address: expected 0x + 40 hex characters with a valid checksum',
  )
  .transform((value) => getAddress(value))

/** A decimal chain id. */
export const ChainIdParam = z.string().regex(/^\d{1,20}$/, 'Invalid chainId: expected a decimal number')

/** Hex data of any even length. */
export const HexData = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid hex data: expected 0x + an even number of hex characters')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** A query-string boolean ("true"/"false"), with its default. */
export function queryBoolean(defaultValue: boolean) {
  return z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? defaultValue : value === 'true' || value === 'True' || value === '1'))
}

export const ChainParams = z.object({ chainId: ChainIdParam })
export const SafeParams = z.object({ chainId: ChainIdParam, address: AddressParam })
export const CursorQuery = z.object({ cursor: z.string().max(1000).optional() })
