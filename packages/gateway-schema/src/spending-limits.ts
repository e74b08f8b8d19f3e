import { z } from 'zod'
import { Address } from './common.js'

const Uint = z.string().regex(/^\d+$/)

/**
 * One spending limit of Safe's AllowanceModule (not an ERC-20 allowance): `beneficiary` may send up to `amount` base
 * units of `token` (the zero address: the native coin) per reset period without the owners' signatures.
 */
export const SpendingLimit = z.object({
  beneficiary: Address,
  token: Address,
  /** The limit per period, in the token's base units. */
  amount: Uint,
  /** What is spent in the current period (0 once a period has passed, as the module reads it). */
  spent: Uint,
  /** Minutes between resets; 0: the limit never resets. */
  resetTimeMin: z.number().int().nonnegative(),
  /** Unix seconds of the next reset, or null when it never resets. */
  nextResetAt: z.number().int().nonnegative().nullable(),
  /** The module's transfer nonce for this beneficiary and token (a signed transfer names it). */
  nonce: z.number().int().nonnegative(),
})
export type SpendingLimit = z.output<typeof SpendingLimit>

/**
 * Concord: a Safe's spending limits read from the chain now (the AllowanceModule at `module`): every delegate's
 * tokens with a limit above 0. Empty when the module is not deployed on the chain or holds nothing for the Safe.
 */
export const SpendingLimits = z.object({ module: Address, items: z.array(SpendingLimit) })
export type SpendingLimits = z.output<typeof SpendingLimits>
