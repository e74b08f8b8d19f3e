import { z } from 'zod'
import { AddressParam, queryBoolean } from './params.js'

/** An ISO-8601 date or datetime in a query, as Unix milliseconds (else 422). */
export const QueryDate = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid date: expected ISO 8601, e.g. 2024-01-31T00:00:00Z')
  .transform((value) => Date.parse(value))

const Uint = z.string().regex(/^\d{1,78}$/, 'Invalid number: expected a non-negative decimal integer')

export const MultisigListQuery = z.object({
  cursor: z.string().max(1000).optional(),
  execution_date__gte: QueryDate.optional(),
  execution_date__lte: QueryDate.optional(),
  to: AddressParam.optional(),
  value: Uint.optional(),
  nonce: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid nonce')
    .transform(Number)
    .optional(),
  executed: z
    .enum(['true', 'false', 'True', 'False'])
    .transform((v) => v.toLowerCase() === 'true')
    .optional(),
})

export const ModuleListQuery = z.object({
  cursor: z.string().max(1000).optional(),
  to: AddressParam.optional(),
  module: AddressParam.optional(),
  transaction_hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction_hash')
    .transform((v) => v.toLowerCase())
    .optional(),
})

export const IncomingTransfersQuery = z.object({
  cursor: z.string().max(1000).optional(),
  trusted: queryBoolean(true),
  execution_date__gte: QueryDate.optional(),
  execution_date__lte: QueryDate.optional(),
  to: AddressParam.optional(),
  value: Uint.optional(),
  token_address: AddressParam.optional(),
})
