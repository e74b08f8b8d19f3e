import { z } from 'zod'
import { AddressParam, HexData } from './params.js'

/** A uint256 as the wire sends it: a decimal string (numbers accepted too). */
const NumericString = z
  .union([z.string().regex(/^\d{1,78}$/, 'Invalid number: expected a decimal string'), z.number().int().min(0)])
  .transform(String)

/** A 32-byte hash. */
export const Hash32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid hash: expected 0x + 64 hex characters')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** Signatures: one or more 65-byte parts (plus contract-signature data). */
export const SignatureHex = HexData.refine((value) => value.length >= 132, 'Invalid signature: expected ≥ 65 bytes')

/** Body of `POST …/transactions/{safe}/propose` (gateway-api.md §5.1). */
export const ProposeBody = z.object({
  to: AddressParam,
  value: NumericString,
  data: HexData.nullable().default(null),
  nonce: NumericString,
  operation: z.union([z.literal(0), z.literal(1)]),
  safeTxGas: NumericString,
  baseGas: NumericString,
  gasPrice: NumericString,
  gasToken: AddressParam,
  refundReceiver: AddressParam.nullable().default(null),
  safeTxHash: Hash32,
  sender: AddressParam,
  signature: SignatureHex.nullable().default(null),
  origin: z.string().max(10_000).nullable().default(null),
})
