import type { ChainId } from '@concord/protocol'
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

/** A decimal chain id, branded as the protocol's ChainId: the URL is the boundary where a chain id enters the gateway. */
export const ChainIdParam = z
  .string()
  .regex(/^\d{1,20}$/, 'Invalid chainId: expected a decimal number')
  // The regex above is the check; the brand only records that it ran.
  .transform((value) => value as ChainId)

/** The longest signatures blob a request may carry: 252 parts of 65 bytes, or fewer with contract-signature data. */
export const MAX_SIGNATURE_BYTES = 16_384

/** The longest calldata a request may carry (twice the EIP-3860 initcode limit, for a batch that deploys). */
export const MAX_CALLDATA_BYTES = 131_072

/** Hex data of an even length up to `maxBytes` bytes, lowercased; the length is checked first, so a huge string costs no regex. */
function boundedHex(maxBytes: number, limitName: string) {
  return z
    .string()
    .max(2 + 2 * maxBytes, { abort: true, error: `Hex data too long: at most ${maxBytes} bytes (${limitName})` })
    .regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid hex data: expected 0x + an even number of hex characters')
    .transform((value) => value.toLowerCase() as `0x${string}`)
}

/** Hex data of any even length up to MAX_CALLDATA_BYTES, lowercased. */
export const HexData = boundedHex(MAX_CALLDATA_BYTES, 'MAX_CALLDATA_BYTES')

/** A 32-byte hash, lowercased. */
export const Hash32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid hash: expected 0x + 64 hex characters')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/**
 * Signatures: one or more 65-byte parts (plus contract-signature data), at most MAX_SIGNATURE_BYTES: shape and length
 * are checked here, before anything recovers a signer.
 */
export const SignatureHex = boundedHex(MAX_SIGNATURE_BYTES, 'MAX_SIGNATURE_BYTES').refine(
  (value) => value.length >= 132,
  'Invalid signature: expected ≥ 65 bytes',
)

/** A signature of any length up to MAX_SIGNATURE_BYTES (SIWE: EOA, EIP-1271 or ERC-6492), lowercased. */
export const AnySignatureHex = boundedHex(MAX_SIGNATURE_BYTES, 'MAX_SIGNATURE_BYTES')

const MAX_UINT256 = 2n ** 256n - 1n
const UINT256 = /^\d{1,78}$/
const NOT_UINT256 = 'Invalid number: expected a uint256 (0 to 2^256-1) as a decimal string, or an exact JSON integer'

/**
 * A uint256 as a body sends it: a decimal string up to 2^256−1, or a JSON number that is an exact integer (past 2^53
 * a JSON number has lost digits before we see it); served on as a decimal string. Anything else is a 422.
 */
export const NumericString = z
  .union(
    [
      z
        .string()
        .regex(UINT256, NOT_UINT256)
        .refine((value) => UINT256.test(value) && BigInt(value) <= MAX_UINT256, NOT_UINT256),
      z.number().int(NOT_UINT256).min(0, NOT_UINT256).max(Number.MAX_SAFE_INTEGER, NOT_UINT256),
    ],
    { error: NOT_UINT256 },
  )
  .transform(String)

/** A non-negative decimal integer in a query string. */
export const UintQuery = z.string().regex(/^\d{1,78}$/, 'Invalid number: expected a non-negative decimal integer')

/** An ISO-8601 date or datetime in a query, as Unix milliseconds (else 422). */
export const QueryDate = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date: expected ISO 8601, e.g. 2024-01-31T00:00:00Z')
  .transform((value) => Date.parse(value))

/** A query-string boolean ("true"/"false", "True"/"False", "1"/"0"), with its default. */
export function queryBoolean(defaultValue: boolean) {
  return z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? defaultValue : value === 'true' || value === 'True' || value === '1'))
}

/** The `cursor` of a paged list: `limit=L&offset=O`, URL-encoded. */
export const Cursor = z.string().max(1000)

/** `/chains/{chainId}`. */
export const ChainParams = z.object({ chainId: ChainIdParam })
/** `/chains/{chainId}/safes/{address}` (and the other routes with one address after the chain). */
export const SafeParams = z.object({ chainId: ChainIdParam, address: AddressParam })
/** The query of a list with nothing but its cursor. */
export const CursorQuery = z.object({ cursor: Cursor.optional() })
